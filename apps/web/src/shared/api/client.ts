import type { AuthResponse } from '@masar/contract/auth';
import type { ApiError } from '@masar/contract/common';
import { type AuthStore, authStore, type UserType } from '../auth/auth-store';
import { logout } from '../auth/session';
import { API_BASE_URL } from '../config';
import { i18n } from '../i18n/i18n';
import { toast } from '../ui/toast';

/**
 * The one HTTP client of the web app (spec §7, §8; DESIGN §3).
 * - base address from config, JSON in and out, bearer token added when one is held;
 * - 401 'Credentials are not correct' ⇒ shown, nothing else;
 * - any other 401 ⇒ ONE refresh for the role named by the message's first word, every waiting request
 *   retried with the new token; refresh failure ⇒ logout, silently;
 * - other errors ⇒ one error toast per message, unless the caller asked for `silent`.
 */

/** Same text as BAD_CREDENTIALS in @masar/contract/auth (kept as a literal so the client does not pull
 * zod into the first page load; client.test.ts checks the two are equal). */
export const BAD_CREDENTIALS_MESSAGE = 'Credentials are not correct';

const refreshPaths: Record<UserType, string> = {
  Admin: '/auth/refreshAdminToken',
  Agent: '/auth/refreshAgentToken',
  User: '/auth/refreshUserToken',
  Driver: '/auth/refreshDriverToken',
};

/** A failed call: the HTTP status (0 when the network failed) and the server's messages. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly body: ApiError | null;

  constructor(status: number, messages: string[], body: ApiError | null) {
    super(messages.join('\n') || `HTTP ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.messages = messages;
    this.body = body;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData / Blob / URLSearchParams. */
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No toasts: the caller shows the messages itself (for example per form field). */
  silent?: boolean;
  /** false: no bearer token and no refresh on 401 (login and register calls). Default true. */
  auth?: boolean;
  /**
   * How to read a successful body. Default: JSON when the server says so, else text. 'response': the
   * unread Response itself, for files whose headers matter too (see download.ts).
   */
  responseType?: 'json' | 'blob' | 'text' | 'response';
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  store: AuthStore;
  baseUrl: string;
  /** Shows one error message. */
  notifyError: (message: string) => void;
  /** Called once when a refresh failed: logs the session out. */
  onSessionExpired: () => void;
  /** Text shown when the network failed. */
  networkErrorMessage: () => string;
}

function messagesOf(body: unknown, status: number, statusText: string): string[] {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return [message];
    if (Array.isArray(message)) return message.filter((item): item is string => typeof item === 'string');
  }
  if (typeof body === 'string' && body && body.length < 300) return [body];
  return [statusText || `HTTP ${status}`];
}

/** The role named by a 401 message's first word ('Admin …', 'Agent …', 'User …', 'Driver …'), else null. */
export function roleOfMessage(message: string | undefined): UserType | null {
  const first = message?.trim().split(/\s+/)[0];
  return first === 'Admin' || first === 'Agent' || first === 'User' || first === 'Driver' ? first : null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function createApiClient(dependencies: ApiClientDependencies) {
  const { store, baseUrl } = dependencies;
  let refreshInFlight: Promise<string | null> | null = null;

  function urlOf(path: string, query: RequestOptions['query']): string {
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    if (!query) return url;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values)
        if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
    const search = params.toString();
    return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
  }

  /**
   * Runs at most one refresh at a time (spec §4): callers arriving while one is in flight share it.
   * Resolves to the new access token, or null (no refresh token, or the server refused).
   */
  function refreshTokens(role: UserType): Promise<string | null> {
    refreshInFlight ??= (async () => {
      try {
        const { refreshToken } = store.read();
        if (!refreshToken) return null;
        const response = await dependencies.fetch(`${baseUrl}${refreshPaths[role]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ refreshToken }),
        });
        if (!response.ok) return null;
        const data = (await readBody(response)) as AuthResponse | undefined;
        if (!data?.access_token || !data.refresh_token) return null;
        store.save(role, data);
        return data.access_token;
      } catch {
        return null;
      }
    })().then((token) => {
      refreshInFlight = null;
      if (!token) dependencies.onSessionExpired();
      return token;
    });
    return refreshInFlight;
  }

  function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    // The page's language, not the browser's: the server writes this person's e-mails and exports in it.
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': i18n.language === 'en' ? 'en' : 'ar',
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
    else if (options.body instanceof URLSearchParams) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    return dependencies.fetch(urlOf(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  }

  function fail(error: ApiRequestError, silent: boolean | undefined): never {
    if (!silent) for (const message of error.messages) dependencies.notifyError(message);
    throw error;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const useAuth = options.auth !== false;
    let token = useAuth ? store.read().accessToken : null;
    let retried = false;

    for (;;) {
      let response: Response;
      try {
        response = await send(path, options, token);
      } catch (cause) {
        if ((cause as Error)?.name === 'AbortError') throw cause;
        fail(new ApiRequestError(0, [dependencies.networkErrorMessage()], null), options.silent);
      }

      if (response.ok) {
        if (options.responseType === 'response') return response as T;
        if (options.responseType === 'blob') return (await response.blob()) as T;
        if (options.responseType === 'text') return (await response.text()) as T;
        return (await readBody(response)) as T;
      }

      const body = await readBody(response);
      const messages = messagesOf(body, response.status, response.statusText);
      const error = new ApiRequestError(response.status, messages, (body as ApiError) ?? null);

      if (response.status !== 401) fail(error, options.silent);

      // 401: a failed login is shown as it is and nothing else happens (spec §8).
      if (messages[0] === BAD_CREDENTIALS_MESSAGE || !useAuth || retried) fail(error, options.silent);

      retried = true;
      const current = store.read().accessToken;
      if (current && current !== token) {
        // Another request refreshed while this one was on the wire: just retry with the newer token.
        token = current;
        continue;
      }
      const role = roleOfMessage(messages[0]) ?? store.read().userType ?? 'Agent';
      const refreshed = await refreshTokens(role);
      if (!refreshed) throw error; // logged out, no message (spec §4)
      token = refreshed;
    }
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    /** Exposed for tests and for code that must refresh before a long operation. */
    refreshTokens,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  store: authStore,
  baseUrl: API_BASE_URL,
  // The message catalogue comes with the first error, not with every first load (issue #21).
  notifyError: (message) => {
    void import('./server-message').then(({ localizeServerMessage }) =>
      toast.error(localizeServerMessage(message)),
    );
  },
  onSessionExpired: () => logout(),
  networkErrorMessage: () => i18n.t('common:errors.network'),
});
