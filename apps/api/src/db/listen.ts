import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface ChannelHandlers {
  notification(payload: string): void;
  /** Listening (again): whatever was announced while not listening is lost. */
  connected?(): void;
  /** The connection dropped; a reconnect is scheduled. */
  lost?(): void;
}

/**
 * One dedicated connection that LISTENs on one channel (the live events, the account changes, the outbox).
 * A dropped connection is reopened with growing delays. PostgreSQL delivers a NOTIFY on commit only, and only
 * to connections listening then.
 */
export class ChannelListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 500;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'> | undefined,
    private readonly handlers: ChannelHandlers,
  ) {}

  /** True while notifications can arrive. */
  get listening(): boolean {
    return this.client !== undefined;
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
    client.on('notification', (message) => this.handlers.notification(message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryMs = 500;
      this.handlers.connected?.();
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown) {
    if (this.stopped || (this.client && this.client !== client)) return;
    if (this.retryTimer) return; // a reconnect is already scheduled
    this.client = undefined;
    client.end().catch(() => {});
    this.handlers.lost?.();
    this.log?.warn({ err: error }, `${this.channel} listener lost; reconnecting in ${this.retryMs} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }
}
