import type { Role } from '@masar/contract/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { ChannelListener } from '../db/listen';
import type { Principal } from './auth';

/** Where migration 0039's triggers announce a change of an account's access: `Role:id`, or `*` for all. */
const CHANNEL = 'masar_accounts';
const ENTRIES_MAX = 10_000;
/** Belt and braces: an entry is read again after a minute, announced or not. */
const MAX_AGE_MS = 60_000;

/**
 * The signed-in accounts' access (active, an admin's permissions) kept in this process between calls: reading
 * it was a round trip of every call (issue #21, docs/decisions/0025). An entry is kept only while the channel
 * listens: a change of access, however it is made, is announced on commit and drops the entry in every
 * process; while the channel is down nothing is kept, and when it listens again all is dropped (a change may
 * have been missed). The process that makes a change also drops the entry itself (forget), before it answers.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; readAt: number }>();
  /** Grows at every drop: a read that began before a drop is not kept (it may be older than the change). */
  private generation = 0;
  private readonly channel: ChannelListener;

  constructor(connection: pg.ClientConfig, log: FastifyBaseLogger) {
    this.channel = new ChannelListener(connection, CHANNEL, log, {
      notification: (payload) => (payload === '*' ? this.clear() : this.drop(payload)),
      connected: () => this.clear(),
      lost: () => this.clear(),
    });
  }

  start(): Promise<void> {
    return this.channel.start();
  }

  async stop(): Promise<void> {
    await this.channel.stop();
    this.clear();
  }

  /** The account's kept access, or `read`'s (kept when active and no drop happened meanwhile). */
  async get(
    role: Role,
    id: string,
    read: () => Promise<Principal | undefined>,
  ): Promise<Principal | undefined> {
    const key = `${role}:${id}`;
    const kept = this.entries.get(key);
    if (kept && performance.now() - kept.readAt < MAX_AGE_MS) return kept.principal;
    const generation = this.generation;
    const readAt = performance.now();
    const principal = await read();
    if (principal && this.channel.listening && generation === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= ENTRIES_MAX) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { principal: Object.freeze(principal), readAt });
    }
    return principal;
  }

  /** Drops the account's entry: called by the process that changed its access, after the commit. */
  forget(role: Role, id: string): void {
    this.drop(`${role}:${id}`);
  }

  private drop(key: string) {
    this.generation++;
    this.entries.delete(key);
  }

  private clear() {
    this.generation++;
    this.entries.clear();
  }
}
