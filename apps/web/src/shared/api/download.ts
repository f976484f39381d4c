import { api, type QueryValue } from './client';

/**
 * Files from the API (tickets, exports): fetched through the app's client, so the bearer token, the
 * single-flight refresh on 401 and the error toasts are the same as for every other call, then saved with
 * an object URL and a temporary <a download>. A plain link could not send the Authorization header.
 */

/** How long the object URL outlives the click: some browsers read it after `click()` returns. */
const REVOKE_AFTER_MS = 10_000;

/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*` (RFC 5987, UTF-8, percent-encoded)
 * wins over `filename`. Null when there is none. Path separators are dropped, the browser would refuse them.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const [, charset = '', encoded = ''] = /^([^']*)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, '')) ?? [];
    if (encoded && /^utf-8$/i.test(charset)) {
      try {
        return clean(decodeURIComponent(encoded));
      } catch {
        // Malformed percent-encoding: fall back to the plain `filename`.
      }
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  if (quoted !== undefined) return clean(quoted.replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  return bare ? clean(bare) : null;
}

function clean(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base || null;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * GET `path` (with `query`) and save the answer. The name comes from Content-Disposition, else `fileName`,
 * else the last segment of the path. Rejects (after the client's toast) when the call fails.
 */
export async function downloadFile(
  path: string,
  options: { query?: Record<string, QueryValue>; fileName?: string } = {},
): Promise<void> {
  const response = await api.get<Response>(path, {
    query: options.query,
    headers: { accept: '*/*' },
    responseType: 'response',
  });
  const blob = await response.blob();
  const name =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
    options.fileName ??
    clean(path.split('?')[0] ?? '') ??
    'download';
  saveBlob(blob, name);
}
