// Job alerts' GraphQL documents (typed by codegen into web/src/gql): subscribing from the jobs page, and the learner's
// own alerts on My account (listed, changed, paused and resumed, and removed).
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
      paused
    }
  }
`);

export const DeleteJobAlertMutation = graphql(`
  mutation DeleteJobAlert($id: ID!) {
    deleteJobAlert(id: $id)
  }
`);

export const UpdateJobAlertMutation = graphql(`
  mutation UpdateJobAlert($id: ID!, $input: JobAlertSearchInput!) {
    updateJobAlert(id: $id, input: $input) {
      id
      keywords
      category
      location
    }
  }
`);

export const SetJobAlertPausedMutation = graphql(`
  mutation SetJobAlertPaused($id: ID!, $paused: Boolean!) {
    setJobAlertPaused(id: $id, paused: $paused) {
      id
      paused
    }
  }
`);

/** The places jobs name, offered as suggestions in an alert's location field (any other place may be typed). */
export const JobAlertLocationsQuery = graphql(`
  query JobAlertLocations {
    jobLocations {
      location
    }
  }
`);
