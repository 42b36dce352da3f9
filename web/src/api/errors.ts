// Reading the API's errors: the message a person should see, its code, and the input field it names.
import type { CombinedError } from 'urql';

export type ApiErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'PAYLOAD_TOO_LARGE';

/** The server refused (a GraphQL error), as opposed to the request not arriving or its answer not being read. */
export function isServerRefusal(error: CombinedError): boolean {
  return !error.networkError && error.graphQLErrors.length > 0;
}

/** The message without urql's "[GraphQL]" / "[Network]" prefixes. */
export function errorMessage(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  if (first) return first.message;
  if (error.networkError) return error.networkError.message || 'The server could not be reached';
  return error.message.replace(/^\[(GraphQL|Network)\]\s*/, '');
}

export function errorCode(error: CombinedError): ApiErrorCode | undefined {
  const code = error.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? (code as ApiErrorCode) : undefined;
}

/** The input field a BAD_USER_INPUT error is about (forms show the message under it). */
export function errorField(error: CombinedError): string | undefined {
  const field = error.graphQLErrors[0]?.extensions?.field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/**
 * A refusal's messages by input field: every problem it lists (`extensions.fields`, as the lead and course forms'
 * refusals carry them), else the one field it names. Empty for a refusal about no field.
 */
export function errorFields(error: CombinedError): Record<string, string> {
  const first = error.graphQLErrors[0];
  const out: Record<string, string> = {};
  const fields = first?.extensions?.fields;
  if (Array.isArray(fields)) for (const f of fields as { field?: unknown; message?: unknown }[]) if (typeof f.field === 'string' && typeof f.message === 'string') out[f.field] ??= f.message;
  const field = errorField(error);
  if (field) out[field] ??= errorMessage(error);
  return out;
}
