// The one API call of the marketing pages: store a lead (public, rate-limited per address on the server).
import { graphql } from '../../gql';

export const SubmitLeadMutation = graphql(`
  mutation SubmitLead($input: LeadInput!) {
    submitLead(input: $input) {
      id
      created
    }
  }
`);
