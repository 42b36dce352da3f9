// The errors services throw on purpose. GraphQL turns them into errors with `extensions.code`, REST into
// `{ success: false, message }` with the matching status; anything else is unexpected and masked.
export type ServiceErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'SERVICE_UNAVAILABLE';

const statusByCode: Record<ServiceErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  /** Which input field the message is about, when there is one (forms show it under that field). */
  readonly field?: string;
  /** Seconds after which the same request may succeed (sent as Retry-After), when the refusal is temporary. */
  readonly retryAfterSeconds?: number;
  constructor(code: ServiceErrorCode, message: string, field?: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  get status(): number {
    return statusByCode[this.code];
  }
}

export const badInput = (message: string, field?: string) => new ServiceError('BAD_USER_INPUT', message, field);
export const notFound = (message: string) => new ServiceError('NOT_FOUND', message);
export const conflict = (message: string) => new ServiceError('CONFLICT', message);
