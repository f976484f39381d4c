import { BAD_CREDENTIALS } from '@masar/contract/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS, authStore, clearAuth, readAuth } from '../auth/auth-store';
import { logout } from '../auth/session';
import { setNavigator } from '../navigation';
import { ApiRequestError, BAD_CREDENTIALS_MESSAGE, createApiClient, roleOfMessage } from './client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function unauthorized(message: string | string[]): Response {
  return json(401, { statusCode: 401, error: 'Unauthorized', message });
}

function refreshResponse(suffix: string) {
  return {
    access_token: `access-${suffix}`,
    refresh_token: `refresh-${suffix}`,
    admin: { id: '00000000-0000-4000-8000-000000000001', name: 'Amal', email: 'amal@masar.test' },
  };
}

function setup(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  const notifyError = vi.fn();
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    store: authStore,
    baseUrl: '/api',
    notifyError,
    onSessionExpired,
    networkErrorMessage: () => 'network down',
  });
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`);
  const authorizationOf = (call: [RequestInfo | URL, RequestInit?] | undefined) =>
    (call?.[1]?.headers as Record<string, string> | undefined)?.authorization;
  return { client, fetchMock, notifyError, onSessionExpired, calls, authorizationOf };
}

function signIn(userType: 'Admin' | 'Agent' | 'User', access = 'access-old', refresh = 'refresh-old') {
  localStorage.setItem(AUTH_STORAGE_KEYS.accessToken, access);
  localStorage.setItem(AUTH_STORAGE_KEYS.refreshToken, refresh);
  localStorage.setItem(AUTH_STORAGE_KEYS.userType, userType);
  localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ name: 'Before' }));
  clearCache();
}

/** The store caches a snapshot; writing localStorage directly (as another tab would) needs a nudge. */
function clearCache() {
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

beforeEach(() => {
  localStorage.clear();
  clearCache();
});
afterEach(() => {
  localStorage.clear();
  clearCache();
});

describe('api client', () => {
  it('uses the same bad-credentials text as the contract', () => {
    expect(BAD_CREDENTIALS_MESSAGE).toBe(BAD_CREDENTIALS);
  });

  it('adds the bearer token when one is held and sends JSON', async () => {
    signIn('Admin');
    const { client, fetchMock } = setup(() => json(200, { ok: true }));
    await expect(client.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer access-old',
      'content-type': 'application/json',
    });
  });

  it('two concurrent 401s cause exactly one refresh and both are retried with the new token', async () => {
    signIn('Admin');
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls, authorizationOf, onSessionExpired } = setup(async (url, init) => {
      const authorization = (init.headers as Record<string, string>).authorization;
      if (url === '/api/auth/refreshAdminToken') {
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'refresh-old' });
        await refreshGate;
        return json(200, refreshResponse('new'));
      }
      if (authorization === 'Bearer access-new') return json(200, { url });
      return unauthorized('Admin token expired');
    });

    const first = client.get('/admins/one');
    const second = client.get('/admins/two');
    // Let both requests reach their 401 and queue behind the single refresh.
    await vi.waitFor(() => expect(calls('/auth/refreshAdminToken')).toHaveLength(1));
    releaseRefresh();

    await expect(first).resolves.toEqual({ url: '/api/admins/one' });
    await expect(second).resolves.toEqual({ url: '/api/admins/two' });
    expect(calls('/auth/refreshAdminToken')).toHaveLength(1);
    expect(calls('/admins/one')).toHaveLength(2);
    expect(calls('/admins/two')).toHaveLength(2);
    expect(authorizationOf(calls('/admins/one')[1])).toBe('Bearer access-new');
    expect(authorizationOf(calls('/admins/two')[1])).toBe('Bearer access-new');
    expect(onSessionExpired).not.toHaveBeenCalled();

    // The new login data is stored (spec §4: "On success it stores the new login data").
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.accessToken)).toBe('access-new');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.refreshToken)).toBe('refresh-new');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.userType)).toBe('Admin');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEYS.user) ?? '{}')).toMatchObject({ name: 'Amal' });
  });

  it('picks the refresh call from the first word of the 401 message', async () => {
    signIn('Admin');
    const { client, calls } = setup((url, init) => {
      if (url === '/api/auth/refreshAgentToken') return json(200, refreshResponse('agent'));
      const authorization = (init.headers as Record<string, string>).authorization;
      return authorization === 'Bearer access-agent' ? json(200, {}) : unauthorized('Agent token required');
    });
    await client.get('/agents/currentAgentData');
    expect(calls('/auth/refreshAgentToken')).toHaveLength(1);
    expect(calls('/auth/refreshAdminToken')).toHaveLength(0);
  });

  it('falls back to the stored user type, then to Agent, when the message names no role', async () => {
    expect(roleOfMessage('Admin token expired')).toBe('Admin');
    expect(roleOfMessage('User session ended')).toBe('User');
    expect(roleOfMessage('Driver token is missing')).toBe('Driver');
    expect(roleOfMessage('Unauthorized')).toBeNull();

    signIn('User');
    const first = setup((url) =>
      url === '/api/auth/refreshUserToken' ? json(401, {}) : unauthorized('Token expired'),
    );
    await expect(first.client.get('/Users/currentUserData')).rejects.toBeInstanceOf(ApiRequestError);
    expect(first.calls('/auth/refreshUserToken')).toHaveLength(1);

    localStorage.setItem(AUTH_STORAGE_KEYS.refreshToken, 'refresh-orphan');
    localStorage.removeItem(AUTH_STORAGE_KEYS.userType);
    clearCache();
    const second = setup((url) =>
      url === '/api/auth/refreshAgentToken' ? json(401, {}) : unauthorized('Token expired'),
    );
    await expect(second.client.get('/anything')).rejects.toBeInstanceOf(ApiRequestError);
    expect(second.calls('/auth/refreshAgentToken')).toHaveLength(1);
  });

  it('a failed refresh logs out once, rejects every waiting request and shows no message', async () => {
    signIn('Agent');
    const { client, calls, onSessionExpired, notifyError } = setup((url) =>
      url === '/api/auth/refreshAgentToken'
        ? json(401, { statusCode: 401, error: 'Unauthorized', message: 'Agent refresh token revoked' })
        : unauthorized('Agent token expired'),
    );
    const results = await Promise.allSettled([client.get('/a'), client.get('/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls('/auth/refreshAgentToken')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('skips the refresh when no refresh token is held and logs out', async () => {
    localStorage.setItem(AUTH_STORAGE_KEYS.accessToken, 'access-only');
    clearCache();
    const { client, fetchMock, onSessionExpired } = setup(() => unauthorized('Admin token expired'));
    await expect(client.get('/admin/listAdmins')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1); // no refresh call at all
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("'Credentials are not correct' is shown once and never triggers a refresh", async () => {
    signIn('Admin');
    const { client, fetchMock, notifyError, onSessionExpired } = setup(() => unauthorized(BAD_CREDENTIALS));
    await expect(
      client.post('/auth/loginAdmin', { email: 'a@b.c', password: 'x' }, { auth: false }),
    ).rejects.toMatchObject({ status: 401, messages: [BAD_CREDENTIALS] });
    // Even on a call that would normally refresh:
    await expect(client.get('/admin/listAdmins')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenCalledWith(BAD_CREDENTIALS);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(readAuth().accessToken).toBe('access-old');
  });

  it('shows one toast for a string message and one per message for an array', async () => {
    const { client, notifyError } = setup((url) =>
      url === '/api/one'
        ? json(404, { statusCode: 404, error: 'Not Found', message: 'Car not found' })
        : json(400, { statusCode: 400, error: 'Bad Request', message: ['email: invalid', 'phone: invalid'] }),
    );
    await expect(client.get('/one')).rejects.toMatchObject({ status: 404, messages: ['Car not found'] });
    expect(notifyError).toHaveBeenCalledTimes(1);
    await expect(client.post('/two', {})).rejects.toMatchObject({ status: 400 });
    expect(notifyError.mock.calls.map(([message]) => message)).toEqual([
      'Car not found',
      'email: invalid',
      'phone: invalid',
    ]);
  });

  it('silent requests show no toast but still reject with the messages', async () => {
    const { client, notifyError } = setup(() =>
      json(409, { statusCode: 409, error: 'Conflict', message: 'Email already registered' }),
    );
    await expect(client.post('/auth/registerUser', {}, { silent: true })).rejects.toMatchObject({
      status: 409,
      messages: ['Email already registered'],
    });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a network failure is reported once with a readable message', async () => {
    const { client, notifyError } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0 });
    expect(notifyError).toHaveBeenCalledWith('network down');
  });
});

describe('logout', () => {
  it('clears all four values, revokes best effort and goes to the login of the role', async () => {
    signIn('Agent');
    window.history.replaceState(null, '', '/en/panel/requests');
    const navigate = vi.fn();
    setNavigator(navigate);
    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchMock);

    logout();

    for (const key of Object.values(AUTH_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(readAuth().accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/en/panel/login', { replace: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body;
    expect(JSON.parse(String(body))).toEqual({ refreshToken: 'refresh-old' });
    vi.unstubAllGlobals();
  });

  it('sends an admin to the admin login in Arabic and a user home', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(204, {}))),
    );
    const navigate = vi.fn();
    setNavigator(navigate);

    signIn('Admin');
    window.history.replaceState(null, '', '/admin-panel/cars/list-cars');
    logout();
    expect(navigate).toHaveBeenLastCalledWith('/admin-panel/login', { replace: true });

    signIn('User');
    window.history.replaceState(null, '', '/en/login');
    logout();
    expect(navigate).toHaveBeenLastCalledWith('/en', { replace: true });
    clearAuth();
    vi.unstubAllGlobals();
  });
});
