// The learner account's GraphQL documents (typed by codegen into web/src/gql) and a helper that turns a refused
// mutation into the messages a form shows beside its fields.
import type { CombinedError } from 'urql';
import { errorFields } from '../../api/errors';
import { graphql } from '../../gql';

export const CurrentLearnerQuery = graphql(`
  query CurrentLearner {
    currentLearner {
      id
      name
      email
      phone
      emailVerified
      hasPassword
      providers
      cv {
        fileName
        size
        uploadedAt
      }
    }
  }
`);

export const SignInProvidersQuery = graphql(`
  query SignInProviders {
    signInProviders {
      google
      linkedin
    }
  }
`);

export const LearnerSignInMutation = graphql(`
  mutation LearnerSignIn($email: String!, $password: String!) {
    learnerSignIn(email: $email, password: $password) {
      id
      name
    }
  }
`);

export const LearnerSignUpMutation = graphql(`
  mutation LearnerSignUp($input: LearnerSignUpInput!) {
    learnerSignUp(input: $input) {
      message
    }
  }
`);

export const LearnerSignOutMutation = graphql(`
  mutation LearnerSignOut {
    learnerSignOut
  }
`);

export const RequestResetMutation = graphql(`
  mutation RequestLearnerPasswordReset($email: String!) {
    requestLearnerPasswordReset(email: $email) {
      message
    }
  }
`);

export const ResendConfirmationMutation = graphql(`
  mutation ResendLearnerConfirmation($email: String!) {
    resendLearnerConfirmation(email: $email) {
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetLearnerPassword($token: String!, $password: String!) {
    resetLearnerPassword(token: $token, password: $password) {
      id
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateLearnerProfile($input: LearnerProfileInput!) {
    updateLearnerProfile(input: $input) {
      id
      name
      phone
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangeLearnerPassword($currentPassword: String, $newPassword: String!) {
    changeLearnerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      id
      hasPassword
    }
  }
`);

export const DeleteCvMutation = graphql(`
  mutation DeleteLearnerCv {
    deleteLearnerCv
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteLearnerAccount($password: String, $confirm: String) {
    deleteLearnerAccount(password: $password, confirm: $confirm)
  }
`);

export interface FormProblems {
  /** A problem about no field (or the first one, for a screen reader's alert). */
  message: string | null;
  fields: Record<string, string>;
}

/** The messages of a refused mutation: each field's beside it, the rest above the form. */
export function problemsOf(error: CombinedError | undefined): FormProblems {
  if (!error) return { message: null, fields: {} };
  if (error.networkError) return { message: 'The site could not be reached. Check your connection and try again.', fields: {} };
  const fields = errorFields(error);
  const message = Object.keys(fields).length ? null : (error.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
  return { message, fields };
}
