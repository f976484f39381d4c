import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A browser push service on 127.0.0.1: records every message with its body and answers `status(path)`
 * (201 unless told otherwise). Closed after the test file.
 */
export async function startPushReceiver() {
  const state = { status: (_path: string) => 201, received: [] as ReceivedPush[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      state.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(state.status(path)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answerWith(status: (path: string) => number) {
      state.status = status;
    },
    /** Waits until a message for `path` arrives, and takes it. */
    async next(path: string, timeoutMs = 5000): Promise<ReceivedPush> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const index = state.received.findIndex((push) => push.path === path);
        if (index >= 0) return state.received.splice(index, 1)[0] as ReceivedPush;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no push message reached ${path} within ${timeoutMs} ms`);
    },
    pending: () => state.received.length,
  };
}

/** A browser's side of a subscription: the P-256 key pair and auth secret it would make. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm message body as the browser does (RFC 8291 keys, RFC 8188 framing, one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const key = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not a final aes128gcm record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
