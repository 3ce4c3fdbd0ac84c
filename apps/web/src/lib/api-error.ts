import { SESSION_MSG, type ApiErrorBody } from '@wycieczki/shared';

export const NETWORK_ERROR_MESSAGE = 'Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.';

/** An error answered by the API (or a failed connection, status 0); `message` is Polish and ready to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message);
  return new ApiError(response.status, 'server_error', SESSION_MSG.serverError);
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return SESSION_MSG.serverError;
}
