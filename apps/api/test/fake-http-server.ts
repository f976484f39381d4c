import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Wait this long before answering (to make the client time out). */
  delayMs?: number;
}

export interface SeenRequest {
  url: URL;
  headers: IncomingHttpHeaders;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for a third-party service: `answer` decides each reply
 * and can be swapped per test; every request is recorded. Closed after the test file.
 */
export async function startFakeHttpServer(answer: (url: URL) => FakeAnswer) {
  const state = { answer, requests: [] as SeenRequest[] };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    state.requests.push({ url, headers: request.headers });
    const reply = state.answer(url);
    const send = () => {
      if (response.destroyed) return; // the client gave up (timed out)
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
      response.writeHead(reply.status ?? 200, {
        'content-type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
      });
      response.end(text);
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Replaces how the server answers. */
    answerWith(next: (url: URL) => FakeAnswer) {
      state.answer = next;
    },
    /** The requests seen since the last call, then forgets them. */
    takeRequests(): SeenRequest[] {
      return state.requests.splice(0);
    },
  };
}
