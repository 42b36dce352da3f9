// The job fields every job card reads (one fragment, spread into each list query).
import { graphql } from '../../gql';

export const JobCardFields = graphql(`
  fragment PortalJobCard on JobPost {
    id
    title
    companyname
    companylogo
    location
    salary
    employmentType
    category
    createdAt
    applyMethod
  }
`);
