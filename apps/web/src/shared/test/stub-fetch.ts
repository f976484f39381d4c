// The web tests' stand-in for the network: `fetch` answers with what `respond` makes of each request, and the
// returned mock tells what was sent (`mock.calls[n]` is `[input, init]`). Undo it with `vi.unstubAllGlobals()`.
// Test-only: nothing outside *.test.ts(x) imports it.
import { vi } from 'vitest';

export function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(respond(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
