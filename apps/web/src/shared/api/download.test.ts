import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS } from '../auth/auth-store';
import { ApiRequestError } from './client';
import { downloadFile, fileNameFromContentDisposition } from './download';
// A failed call's toast imports the message catalogue on its first error, without waiting for it: loaded here,
// that import cannot outlive this file's environment (an unhandled "torn down" error in the run).
import './server-message';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

// jsdom has no object URLs; the spies below replace these placeholders.
if (!('createObjectURL' in URL)) {
  Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
}

const pdfText = '%PDF-1.7 ticket';

function file(body: BodyInit, headers: Record<string, string>): Response {
  return new Response(body, { status: 200, headers });
}

/** Captures what the page hands to the browser: the blob behind the object URL and the link's name. */
function captureSaves() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined; attached: boolean }[] = [];
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void blobs.delete(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href), attached: this.isConnected });
  });
  return saved;
}

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signInAgent(access: string) {
  localStorage.setItem(AUTH_STORAGE_KEYS.accessToken, access);
  localStorage.setItem(AUTH_STORAGE_KEYS.refreshToken, 'refresh-old');
  localStorage.setItem(AUTH_STORAGE_KEYS.userType, 'Agent');
  localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ name: 'Omar' }));
  // The store caches a snapshot; a storage event makes it read localStorage again.
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

const authorizationOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
});

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename* and decodes it', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="bookings.xlsx"; filename*=UTF-8''%D8%AD%D8%AC%D9%88%D8%B2%D8%A7%D8%AA.xlsx`,
      ),
    ).toBe('حجوزات.xlsx');
  });

  it('reads quoted, escaped and bare filenames', () => {
    expect(fileNameFromContentDisposition('attachment; filename="ticket MS-250101-0001.pdf"')).toBe(
      'ticket MS-250101-0001.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.xlsx; size=10')).toBe('report.xlsx');
    expect(fileNameFromContentDisposition('ATTACHMENT; FILENAME="X.PDF"')).toBe('X.PDF');
  });

  it('falls back to filename when filename* is broken, drops paths, and gives null when there is no name', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4; filename="plain.pdf"`)).toBe(
      'plain.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('inline; filename=""')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  it('fetches the file with the bearer token and the query, and saves it under the server name', async () => {
    signInAgent('access-1');
    const saved = captureSaves();
    const fetchMock = stubFetch(() =>
      file(pdfText, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="MS-250101-0001.pdf"',
      }),
    );

    await downloadFile('/agents-bookings/download-ticket/42', { query: { lang: 'ar', empty: '' } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/agents-bookings/download-ticket/42?lang=ar');
    expect(authorizationOf(init)).toBe('Bearer access-1');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('MS-250101-0001.pdf');
    expect(saved[0]?.attached).toBe(true);
    expect(await saved[0]?.blob?.text()).toBe('%PDF-1.7 ticket');
    // The object URL is released once the browser had time to read it.
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the given name, then the last path segment, when the server sends none', async () => {
    signInAgent('access-1');
    const saved = captureSaves();
    stubFetch(() => file('PK', { 'content-type': 'application/octet-stream' }));

    await downloadFile('/exports/bookings', { fileName: 'bookings.xlsx' });
    await downloadFile('/exports/bookings.xlsx?x=1');

    expect(saved.map((entry) => entry.name)).toEqual(['bookings.xlsx', 'bookings.xlsx']);
  });

  it('refreshes an expired token once and retries the download with the new one', async () => {
    signInAgent('access-old');
    const saved = captureSaves();
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth/refreshAgentToken') {
        return Response.json({
          access_token: 'access-new',
          refresh_token: 'refresh-new',
          agent: { id: '00000000-0000-4000-8000-000000000002', name: 'Omar', email: 'agent2@masar.test' },
        });
      }
      if (authorizationOf(init) === 'Bearer access-new') {
        return file(pdfText, { 'content-disposition': 'attachment; filename="t.pdf"' });
      }
      return Response.json(
        { statusCode: 401, error: 'Unauthorized', message: 'Agent token expired' },
        { status: 401 },
      );
    });

    await downloadFile('/agents-bookings/download-ticket/42');

    const ticketCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('download-ticket'));
    expect(ticketCalls).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('refresh'))).toHaveLength(1);
    expect(saved.map((entry) => entry.name)).toEqual(['t.pdf']);
  });

  it('rejects with the server message and saves nothing when the call fails', async () => {
    signInAgent('access-1');
    const saved = captureSaves();
    stubFetch(() =>
      Response.json({ statusCode: 404, error: 'Not Found', message: 'Booking not found' }, { status: 404 }),
    );

    const failure = downloadFile('/agents-bookings/download-ticket/missing');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 404, messages: ['Booking not found'] });
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
