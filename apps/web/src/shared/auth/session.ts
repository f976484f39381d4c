import { API_BASE_URL } from '../config';
import { currentLanguage, localizePath } from '../i18n/language';
import { navigateTo } from '../navigation';
import { clearAuth, readAuth, type UserType } from './auth-store';

/** Where each kind of session goes after logout (spec §4). A User stays on the public site. */
const afterLogout: Record<UserType, string> = {
  Admin: '/admin-panel/login',
  Agent: '/panel/login',
  User: '/',
  Driver: '/driver/login',
};

/** Tells the server to revoke the refresh token. Best effort: never waits long, never fails. */
function revokeOnServer(refreshToken: string, accessToken: string | null): void {
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    fetch(`${API_BASE_URL}/auth/logout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ refreshToken }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch unavailable: nothing to revoke with
  }
}

/**
 * Logout (spec §4): revoke on the server (best effort), clear all four stored values, then go to the
 * login of the role that was signed in, keeping the current language prefix.
 */
export function logout(options: { navigate?: boolean } = {}): void {
  const { refreshToken, accessToken, userType } = readAuth();
  if (refreshToken) revokeOnServer(refreshToken, accessToken);
  clearAuth();
  if (options.navigate === false || !userType) return;
  navigateTo(localizePath(afterLogout[userType], currentLanguage()), { replace: true });
}
