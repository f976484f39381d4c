import type { AuthState, UserType } from '../../shared/auth/auth-store';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../../shared/i18n/language';

/**
 * The signed-in areas: the role each needs, its login page and the pages of it open to everybody (the login
 * and the "forgot password" page), language-neutral.
 */
const areas = [
  {
    prefix: '/admin-panel',
    role: 'Admin',
    login: '/admin-panel/login',
    open: ['/admin-panel/login', '/admin-panel/forgot-password'],
  },
  {
    prefix: '/panel',
    role: 'Agent',
    login: '/panel/login',
    open: ['/panel/login', '/panel/forgot-password'],
  },
  { prefix: '/account', role: 'User', login: '/login', open: [] },
  { prefix: '/driver', role: 'Driver', login: '/driver/login', open: ['/driver/login'] },
] as const satisfies readonly { prefix: string; role: UserType; login: string; open: readonly string[] }[];

const isOpen = (area: (typeof areas)[number], path: string) =>
  (area.open as readonly string[]).includes(path);

function areaOf(path: string) {
  return areas.find((area) => path === area.prefix || path.startsWith(`${area.prefix}/`));
}

export interface GuardLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The route guard's decision (spec §6, plus a role check): where to send this navigation, or null to let it
 * through. Pure: no storage, no window.
 * Under /admin-panel (except its open pages) a token of an Admin is needed, under /panel one of an Agent,
 * under /account (the customer's bookings and profile) one of a User;
 * otherwise ⇒ that area's login, in the same language, with ?redirect= back to the requested page.
 * The login and "forgot password" pages are always open (even when signed in: a session may be dead without
 * the client knowing, and signing in again must stay possible).
 */
export function guardRedirect(location: GuardLocation, auth: Pick<AuthState, 'accessToken' | 'userType'>) {
  const language = languageFromPath(location.pathname);
  const path = stripLanguagePrefix(location.pathname).replace(/\/+$/, '') || '/';
  const area = areaOf(path);
  if (!area) return null;

  if (isOpen(area, path)) return null;
  const signedInAs = auth.accessToken ? auth.userType : null;
  if (signedInAs === area.role) return null;

  const back = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${localizePath(area.login, language)}?redirect=${encodeURIComponent(back)}`;
}

/**
 * The role whose session can be renewed before the guard decides, or null: the page needs a signed-in role,
 * no access token is stored but a refresh token of that same role is (spec §4: refresh when one exists), so
 * a lost access token costs a refresh rather than a sign-in.
 */
export function refreshBeforeGuard(
  location: GuardLocation,
  auth: Pick<AuthState, 'accessToken' | 'refreshToken' | 'userType'>,
): UserType | null {
  const path = stripLanguagePrefix(location.pathname).replace(/\/+$/, '') || '/';
  const area = areaOf(path);
  if (!area || isOpen(area, path) || auth.accessToken || !auth.refreshToken) return null;
  return auth.userType === area.role ? area.role : null;
}
