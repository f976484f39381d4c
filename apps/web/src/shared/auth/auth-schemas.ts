/**
 * The sign-in and sign-up schemas, with the zod library they are built on, are fetched when a form is first
 * used rather than with the login pages: they are a large part of those pages' first download.
 */
export function loadAuthSchemas() {
  return import('@masar/contract/auth');
}
