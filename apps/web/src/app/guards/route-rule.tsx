import { isUuid } from '@masar/contract/constants';
import { NotFoundPage } from '../../features/errors/pages/not-found-page';
import { useRouteError } from '../../shared/router/react';
import { type LoaderArgs, RouteNotFound } from '../../shared/router/router';

/**
 * A route's validation rule (spec §5): a query value that must be an id (a UUID, as the API checks it), or
 * may be missing when optional. Loaded with the page's chunk, so the first load does not carry it.
 */
export interface IdInQuery {
  name: string;
  optional?: boolean;
}

export function followsRule(rule: IdInQuery, query: URLSearchParams): boolean {
  const value = query.get(rule.name);
  return value === null ? Boolean(rule.optional) : isUuid(value);
}

/** The loader of a route with a rule: a broken query ends as a 404 before the page renders. */
export function idRuleLoader(rule: IdInQuery) {
  return ({ url }: LoaderArgs) => {
    if (!followsRule(rule, url.searchParams)) throw new RouteNotFound();
    return null;
  };
}

/** The error boundary of such a route: the 404 page for its rule, anything else goes on to the 500 page. */
export function RouteRuleBoundary() {
  const error = useRouteError();
  if (error instanceof RouteNotFound) return <NotFoundPage />;
  throw error;
}
