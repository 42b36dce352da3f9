// Job alerts' GraphQL documents (typed by codegen into web/src/gql): subscribing from the jobs page, and the learner's
// own alerts on My account.
import { graphql } from '../../gql';

export const SubscribeJobAlertMutation = graphql(`
  mutation SubscribeJobAlert($input: JobAlertInput!) {
    subscribeJobAlert(input: $input) {
      message
      alert {
        id
      }
    }
  }
`);

export const MyJobAlertsQuery = graphql(`
  query MyJobAlerts {
    myJobAlerts {
      id
      email
      keywords
      category
      location
      createdAt
    }
  }
`);

export const DeleteJobAlertMutation = graphql(`
  mutation DeleteJobAlert($id: ID!) {
    deleteJobAlert(id: $id)
  }
`);
