import type { RegisterPushBody } from '@masar/contract/notifications';
import { api } from '../api/client';
import { authStore } from '../auth/auth-store';
import { PUSH_TOKEN_REFRESH_MS } from '../config';
import { registerWorker } from './service-worker';

/**
 * Web Push for this browser (optional: the app works fully without it). The push errors of spec §8, each
 * a code with a message in both languages (notifications.json `pushErrors`).
 */
export type PushErrorCode =
  | 'missingConfiguration'
  | 'windowOnly'
  | 'permissionNotGranted'
  | 'unsupportedBrowser'
  | 'workerRegistrationFailed'
  | 'subscribeFailed'
  | 'updateFailed'
  | 'unsubscribeFailed'
  | 'noTokenReturned';

export class PushError extends Error {
  constructor(readonly code: PushErrorCode) {
    super(code);
    this.name = 'PushError';
  }
}

/** What this browser last sent, to refresh it when older than PUSH_TOKEN_REFRESH_MS (spec §4). */
const STORAGE_KEY = 'masar.push';
interface Stored {
  endpoint: string;
  savedAt: number;
  language: string;
  /** The account it was saved for: another account signing in on this browser saves it again. */
  owner: string;
}

const currentOwner = () => {
  const { userType, user } = authStore.read();
  return `${userType}:${user?.id ?? ''}`;
};

function readStored(): Stored | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function isPushEnabled(): boolean {
  return supported() && Notification.permission === 'granted' && readStored() !== null;
}

/** The service worker (service-worker.ts), also registered after the first load by main.tsx in built apps. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  if (typeof window === 'undefined') throw new PushError('windowOnly');
  if (!('serviceWorker' in navigator)) throw new PushError('unsupportedBrowser');
  try {
    return await registerWorker();
  } catch {
    throw new PushError('workerRegistrationFailed');
  }
}

async function applicationServerKey(): Promise<string> {
  try {
    const { publicKey } = await api.get<{ publicKey: string }>('/firebase/vapid-public-key', {
      silent: true,
    });
    if (publicKey) return publicKey;
  } catch {
    // reported below
  }
  throw new PushError('missingConfiguration');
}

/** Sends the subscription to the server: admins through PATCH /admin/update-fcm, others POST /firebase/register-token. */
async function saveOnServer(subscription: PushSubscription, language: string): Promise<void> {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushError('noTokenReturned');
  const body: RegisterPushBody = {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    lang: language === 'en' ? 'en' : 'ar',
  };
  try {
    if (authStore.read().userType === 'Admin') await api.patch('/admin/update-fcm', body, { silent: true });
    else await api.post('/firebase/register-token', body, { silent: true });
  } catch {
    throw new PushError('updateFailed');
  }
  const stored: Stored = { endpoint: json.endpoint, savedAt: Date.now(), language, owner: currentOwner() };
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/** Asks the browser's permission, subscribes with the server's VAPID key and stores the subscription. */
export async function enablePush(language: string): Promise<void> {
  if (typeof window === 'undefined') throw new PushError('windowOnly');
  if (!supported()) throw new PushError('unsupportedBrowser');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushError('permissionNotGranted');
  const registration = await registerServiceWorker();
  await navigator.serviceWorker.ready;
  const key = await applicationServerKey();
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  } catch {
    throw new PushError('subscribeFailed');
  }
  await saveOnServer(subscription, language);
}

export async function disablePush(): Promise<void> {
  const stored = readStored();
  window.localStorage.removeItem(STORAGE_KEY);
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    const endpoint = subscription?.endpoint ?? stored?.endpoint;
    await subscription?.unsubscribe();
    if (endpoint) await api.post('/firebase/unregister-token', { endpoint }, { silent: true });
  } catch {
    throw new PushError('unsubscribeFailed');
  }
}

/**
 * On sign-in and language change: sends the subscription again when it is older than 7 days (spec §4),
 * or when the language, the account or the browser's subscription changed. Silent: push is optional.
 */
export async function refreshPushSubscription(language: string): Promise<void> {
  const stored = readStored();
  if (!stored || !isPushEnabled()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) {
    window.localStorage.removeItem(STORAGE_KEY);
    return;
  }
  const stale = Date.now() - stored.savedAt > PUSH_TOKEN_REFRESH_MS;
  const changed =
    stored.language !== language ||
    stored.endpoint !== subscription.endpoint ||
    stored.owner !== currentOwner();
  if (stale || changed) {
    await saveOnServer(subscription, language).catch(() => {});
  }
}
