/** Why a call failed when the server gave no reason of its own. */
export const clientErrorCodes = ['timeout', 'network', 'invalid_response', 'http'] as const;

/**
 * A failed call: `status` is the HTTP status (0 when no answer came), `message` the Chinese text to
 * show (the server's own `message` when it sent one), `code` the server's or the client's machine word.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
