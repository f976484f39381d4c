import type { LiveMessage } from '@masar/contract/notifications';
import { type ApiClient, ApiRequestError, api } from '../api/client';

/**
 * Reads GET /api/events (Server-Sent Events) with fetch, because EventSource cannot send the Authorization
 * header. The server ends the stream when the access token expires: we reconnect at once, and the api
 * client refreshes the token on the 401 that follows. Network failures reconnect with a growing delay.
 */

const MAX_DELAY_MS = 30_000;

/** Splits a text/event-stream into its `masar` events; returns the events and the unfinished rest. */
export function parseEventStream(buffer: string): { messages: LiveMessage[]; rest: string } {
  const messages: LiveMessage[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block.split('\n');
    if (!lines.includes('event: masar')) continue; // comments (heartbeats) and other events
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    try {
      messages.push(JSON.parse(data) as LiveMessage);
    } catch {
      // a malformed event is skipped; the stream goes on
    }
  }
  return { messages, rest };
}

/** Delay before the next attempt after `failures` failures in a row: 1 s, 2 s, 4 s … up to 30 s, with jitter. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  if (failures <= 0) return 0;
  const base = Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface LiveEventsOptions {
  language: string;
  onMessage: (message: LiveMessage) => void;
  client?: ApiClient;
}

/** Starts reading; the returned function stops for good. */
export function startLiveEvents({ language, onMessage, client = api }: LiveEventsOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  void (async () => {
    let failures = 0;
    while (!signal.aborted) {
      try {
        const response = await client.get<Response>('/events', {
          query: { lang: language },
          responseType: 'response',
          silent: true,
          signal,
        });
        failures = 0;
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
          buffer = parsed.rest;
          for (const message of parsed.messages) onMessage(message);
        }
      } catch (error) {
        if (signal.aborted) return;
        // Signed out, or not allowed: stop (the layout starts a new reader after the next sign-in).
        if (error instanceof ApiRequestError && error.isClientError) return;
        failures += 1;
      }
      await wait(reconnectDelay(failures));
    }
  })();

  return () => controller.abort();
}
