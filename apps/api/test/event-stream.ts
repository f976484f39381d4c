import type { LiveMessage } from '@masar/contract/notifications';
import { afterAll, expect } from 'vitest';

/**
 * Opens GET /api/events of a listening app as the web client does (fetch, bearer header) and reads its
 * `masar` events in order. Call at the top of a test file; every stream is closed after it.
 */
export function eventStreams(baseUrl: () => string) {
  const streams: AbortController[] = [];
  afterAll(() => {
    for (const stream of streams) stream.abort();
  });
  return async function openStream(authorization: string, lang = 'en') {
    const controller = new AbortController();
    streams.push(controller);
    const response = await fetch(`${baseUrl()}/api/events?lang=${lang}`, {
      headers: { authorization },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let buffer = '';
    return {
      /** The next event of the stream (heartbeats and comments skipped). */
      async next(timeoutMs = 5000): Promise<LiveMessage> {
        const deadline = setTimeout(() => controller.abort(), timeoutMs);
        try {
          for (;;) {
            const end = buffer.indexOf('\n\n');
            if (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = block.split('\n').find((line) => line.startsWith('data: '));
              if (data) return JSON.parse(data.slice(6)) as LiveMessage;
              continue;
            }
            const { value, done } = await reader.read();
            if (done) throw new Error('stream ended');
            buffer += value;
          }
        } finally {
          clearTimeout(deadline);
        }
      },
    };
  };
}
