import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  /** RCPT TO addresses, as the server saw them. */
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in the test process on 127.0.0.1 (a free port): plain SMTP, no auth. Collects every
 * message; `reject(address)` answers RCPT TO with a 550 for the addresses it names; `delayMs` holds each
 * message's DATA so concurrent senders overlap; `hold(rcptTo)` may return a promise the server waits for after
 * it has the message and before it acknowledges it (a sender that dies meanwhile never learns it arrived).
 * Closed after the file.
 */
export async function startSmtpReceiver(
  options: {
    reject?: (address: string) => boolean;
    delayMs?: number;
    hold?: (rcptTo: string[]) => Promise<void> | undefined;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject?.(address.address)) {
        const error = Object.assign(new Error(`Mailbox ${address.address} does not exist`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push({ envelopeTo, raw, parsed: await simpleParser(raw) });
        await options.hold?.(envelopeTo);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  afterAll(close);
  return { url: `smtp://127.0.0.1:${port}`, received, close };
}

/** Waits until `condition` holds (polling), or fails after `timeoutMs`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
