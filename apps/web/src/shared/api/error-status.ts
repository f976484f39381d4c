import { ApiRequestError } from './client';

/** The call was refused for a missing permission (403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

/** What was asked for does not exist (404), or the id in the URL is not even well-formed (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
