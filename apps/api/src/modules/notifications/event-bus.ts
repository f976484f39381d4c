import { randomUUID } from 'node:crypto';
import { type LiveEvent, liveEventSchema } from '@masar/contract/notifications';
import { Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { ChannelListener } from '../../db/listen';

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
 * Every envelope announced on the channel, handed to the listeners (open event streams, the push sender), over one
 * dedicated connection per API instance (db/listen).
 */
export class EventBus {
  private readonly listeners = new Set<Listener>();
  private readonly channel: ChannelListener;

  constructor(
    connection: pg.ClientConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = new ChannelListener(connection, CHANNEL, log, {
      notification: (payload) => this.dispatch(payload),
    });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): Promise<void> {
    return this.channel.start();
  }

  stop(): Promise<void> {
    return this.channel.stop();
  }

  private dispatch(payload: string) {
    let parsed: Envelope;
    try {
      parsed = envelopeSchema.parse(JSON.parse(payload));
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
