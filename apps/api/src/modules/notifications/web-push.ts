import fs from 'node:fs';
import path from 'node:path';
import type { PushMessage } from '@masar/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { StoredSubscription } from './push-subscriptions';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use (RFC 8292). */
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:admin@masar.invalid';

/**
 * VAPID keys from the configuration, else generated once into the data directory (0600) so every
 * restart keeps the browsers' subscriptions valid.
 */
export function loadVapidKeys(
  configured: { publicKey?: string; privateKey?: string; subject?: string },
  dataDir: string,
): VapidKeys {
  const subject = configured.subject ?? DEFAULT_SUBJECT;
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

export const generateVapidKeys = (): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject: DEFAULT_SUBJECT,
});

export type PushOutcome = 'sent' | 'gone' | 'failed';

const ATTEMPTS = 3;
const TIMEOUT_MS = 10_000;
const retryDelayMs = (attempt: number) => 500 * 2 ** attempt;

/**
 * Encrypts (RFC 8291, aes128gcm) and POSTs one message to a browser's push service. Our own fetch rather
 * than web-push's https-only transport: timeouts and retries are ours. 404/410 mean the subscription is
 * gone for good; 429 and 5xx are retried a few times; other answers are logged and dropped.
 */
export async function sendPush(
  keys: VapidKeys,
  subscription: StoredSubscription,
  message: PushMessage,
  log: FastifyBaseLogger,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: keys, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm' },
  );
  const host = new URL(subscription.endpoint).host;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status !== 429 && response.status < 500) {
        log.warn({ host, status: response.status }, 'push service refused a message');
        return 'failed';
      }
      log.warn({ host, status: response.status, attempt }, 'push service busy');
    } catch (error) {
      log.warn({ host, err: error, attempt }, 'push service unreachable');
    }
    if (attempt + 1 < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
  }
  log.error({ host }, 'push message dropped after retries');
  return 'failed';
}
