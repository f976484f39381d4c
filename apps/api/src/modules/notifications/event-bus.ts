import { randomUUID } from 'node:crypto';
import { type LiveEvent, liveEventSchema } from '@masar/contract/notifications';
import { Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { Queryable } from '../../db/client';

const CHANNEL = 'masar_events';

/** Tells which API process made a change: only that one sends the Web Push messages (once, not once per node). */
export const INSTANCE_ID = randomUUID();

export interface Envelope {
  id: string;
  origin: string;
  event: LiveEvent;
}

const envelopeSchema = z.object({ id: z.string(), origin: z.string(), event: liveEventSchema });

/**
 * Announces a change to every API instance. Call it INSIDE the transaction of the change: PostgreSQL
 * delivers a NOTIFY only on commit, so a rolled-back booking never announces itself.
 */
export async function emitEvent(tx: Queryable, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select ${eventNotifySql(event)}`);
}

/**
 * emitEvent as an expression, for a caller that folds it into a statement of its own (one round trip less).
 * `event` may be a placeholder of a statement built once (db/statements builtOnce), bound to envelopeOf(event).
 */
export function eventNotifySql(event: LiveEvent | Placeholder<string>): SQL {
  const envelope = event instanceof Placeholder ? event : envelopeOf(event);
  return sql`pg_notify(${CHANNEL}::text, ${envelope}::text)`;
}

/** The text an event is announced with. */
export function envelopeOf(event: LiveEvent): string {
  const envelope: Envelope = { id: randomUUID(), origin: INSTANCE_ID, event };
  return JSON.stringify(envelope);
}

type Listener = (envelope: Envelope) => void;

/**
 * One dedicated connection per API instance LISTENs on the channel and hands every envelope to the
 * listeners (open event streams, the push sender). A dropped connection is reopened with growing delays.
 */
export class EventBus {
  private client: pg.Client | undefined;
  private readonly listeners = new Set<Listener>();
  private stopped = false;
  private retryMs = 500;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once listening (or after the first failure, which schedules a retry: start-up never waits on it). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryMs = 500;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown) {
    if (this.stopped || (this.client && this.client !== client)) return;
    if (this.retryTimer) return; // a reconnect is already scheduled
    this.client = undefined;
    client.end().catch(() => {});
    this.log.warn({ err: error }, `event listener lost; reconnecting in ${this.retryMs} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  private dispatch(payload: string | undefined) {
    let parsed: Envelope;
    try {
      parsed = envelopeSchema.parse(JSON.parse(payload ?? ''));
    } catch (error) {
      this.log.error({ err: error }, 'unreadable event on the notification channel');
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(parsed);
      } catch (error) {
        this.log.error({ err: error }, 'event listener failed');
      }
    }
  }
}
