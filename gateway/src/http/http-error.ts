export interface FieldError {
  path: string;
  message: string;
}

/** An error whose status and message are safe to show to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
