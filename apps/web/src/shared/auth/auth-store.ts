import type { Admin, Agent, AuthResponse, DriverAccount, User } from '@masar/contract/auth';
import type { Role } from '@masar/contract/permissions';

/**
 * The signed-in session, persisted in localStorage under exactly these keys (spec §3, §4).
 * Logged in ⇔ an access token exists.
 */
export const AUTH_STORAGE_KEYS = {
  user: 'auth.user',
  accessToken: 'auth.accessToken',
  refreshToken: 'auth.refreshToken',
  userType: 'auth.userType',
} as const;

export type UserType = Role;
export type SessionUser = Admin | Agent | User | DriverAccount;

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  userType: UserType | null;
  user: SessionUser | null;
}

const userTypes: readonly UserType[] = ['Admin', 'Agent', 'User', 'Driver'];
const listeners = new Set<() => void>();
let snapshot: AuthState | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

function readFromStorage(): AuthState {
  const store = storage();
  const type = store?.getItem(AUTH_STORAGE_KEYS.userType) ?? null;
  return {
    accessToken: store?.getItem(AUTH_STORAGE_KEYS.accessToken) || null,
    refreshToken: store?.getItem(AUTH_STORAGE_KEYS.refreshToken) || null,
    userType: userTypes.includes(type as UserType) ? (type as UserType) : null,
    user: readUser(store?.getItem(AUTH_STORAGE_KEYS.user) ?? null),
  };
}

function changed(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

/** The current session. The same object is returned until it changes (for useSyncExternalStore). */
export function readAuth(): AuthState {
  snapshot ??= readFromStorage();
  return snapshot;
}

export function isLoggedIn(state: AuthState = readAuth()): boolean {
  return Boolean(state.accessToken);
}

/** The user object of a login or refresh response, whichever of admin, agent, user or driver it carries. */
export function userOfResponse(response: AuthResponse): SessionUser {
  if ('admin' in response) return response.admin;
  if ('agent' in response) return response.agent;
  if ('driver' in response) return response.driver;
  return response.user;
}

/** Stores a login or refresh response: both tokens, the user type and the user object. */
export function saveLogin(userType: UserType, response: AuthResponse): void {
  const store = storage();
  if (!store) return;
  store.setItem(AUTH_STORAGE_KEYS.accessToken, response.access_token);
  store.setItem(AUTH_STORAGE_KEYS.refreshToken, response.refresh_token);
  store.setItem(AUTH_STORAGE_KEYS.userType, userType);
  store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(userOfResponse(response)));
  changed();
}

/**
 * Replaces the stored user object after the signed-in account changed its own data (profile saved, own
 * permissions edited), so the header and the permission checks follow. Ignored when nobody is signed in or
 * the object is someone else's.
 */
export function updateSessionUser(user: SessionUser): void {
  const store = storage();
  const current = readAuth();
  if (!store || !current.accessToken || !current.user || current.user.id !== user.id) return;
  store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  changed();
}

/** Removes all four stored values. */
export function clearAuth(): void {
  const store = storage();
  if (store) for (const key of Object.values(AUTH_STORAGE_KEYS)) store.removeItem(key);
  changed();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab signed in or out: drop the cached snapshot and tell the subscribers. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(AUTH_STORAGE_KEYS) as string[]).includes(event.key)) changed();
  });
}

export const authStore = { read: readAuth, save: saveLogin, clear: clearAuth, subscribe: subscribeAuth };
export type AuthStore = typeof authStore;
