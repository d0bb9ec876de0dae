/** Errors the services answer with: a status, a stable code, a message and, for bad input, the fields. */

/** One problem with a request's input. */
export interface FieldIssue {
  readonly field: string
  readonly message: string
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly issues?: readonly FieldIssue[] }
}

/** A failure with the HTTP answer it deserves. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError'

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    readonly code: string,
    message: string,
    readonly issues?: readonly FieldIssue[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }

  /** The JSON body of this error. */
  body(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) },
    }
  }
}

/** 400: the input does not fit, naming the fields. */
export const badRequest = (issues: readonly FieldIssue[]) =>
  new ServiceError(
    400,
    'bad_request',
    issues.map((issue) => `${issue.field || 'body'}: ${issue.message}`).join('; '),
    issues,
  )

/** 401: no valid credentials. */
export const unauthorized = (message = 'Invalid token') => new ServiceError(401, 'unauthorized', message)

/** 403: the caller may not act for what it names. */
export const forbidden = (message = 'Not allowed for this caller') =>
  new ServiceError(403, 'forbidden', message)

/** 404: what the request names does not exist. */
export const notFound = (what: string) => new ServiceError(404, 'not_found', `${what} not found`)
