import type { Response } from 'express';
import type { SyncPoke, SyncStreamEnd } from '../../../shared/sync';
import type { Db } from '../../db';
import { pullableBelow } from '../../db/changeCounter';
import type { Logger } from '../../lib/logger';
import { observeEventStream, observePokes } from '../../lib/metrics';
import { newestBelow, newestBetween, topicKey, type Topic } from './changes.repository';
import type { PullTopics } from './pullScope';

// The change streams of one process (GET /sync/events, docs/decisions.md "Change stream"). While a stream is open
// the hub reads, every POLL_MS, the first change number a pull cannot serve yet (pullableBelow: the SQLite counter,
// PostgreSQL's watermark); when it has moved, it asks the replicated tables for the newest change of each part of
// the streams' scopes in the stretch since its last look (changes.repository.ts), and pokes the streams whose scope
// has one. Whatever wrote the change (a push, an import, an edit, another process on the same PostgreSQL
// database), the hub sees it, and never announces a number a pull cannot serve yet.

/** Streams open at once: per account (a phone, a tablet, a browser: its tabs share one), per client address, per process. */
export const STREAM_LIMITS = { perAccount: 4, perAddress: 64, perProcess: 2000 } as const;
export type StreamLimits = { perAccount: number; perAddress: number; perProcess: number };
export type StreamRefusal = 'streamsPerAccount' | 'streamsPerAddress' | 'streamsPerProcess' | 'shuttingDown';
/** How often the hub looks at the change counter while a stream is open: a poke reaches a device within about this. */
const POLL_MS = 300;
/** A comment line this often keeps proxies from closing an idle stream; the stream's token is checked again then. */
export const PING_MS = 25_000;
/** The reconnection delay the stream suggests (SSE `retry:`). */
const RETRY_MS = 5_000;
/** A client that has not read this much of its stream is not reading: it is closed rather than buffered for. */
const MAX_UNREAD_BYTES = 64 * 1024;

export interface StreamProps {
  accountId: string;
  address: string;
  /** The device's id (X-Device-Id): its new stream replaces its older one, which a lost network may leave half open. */
  deviceId: string | undefined;
  topics: PullTopics;
  res: Response;
  /** When the token expires (ms since the epoch): the stream ends then, and the client comes back with a fresh one. */
  expiresAt: number | undefined;
  /** Checks the token and the account's scope again (each ping): a reason to end the stream, or none. */
  recheck(): Promise<SyncStreamEnd | undefined>;
}

interface Stream extends StreamProps {
  sent: SyncPoke;
  closed: boolean;
  timers: NodeJS.Timeout[];
}

export function checkStreamLimits(limits: StreamLimits): StreamLimits {
  for (const [name, value] of Object.entries(limits))
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`SYNC_STREAM_LIMITS: ${name} must be a whole number above 0, not ${value}`);
  return limits;
}

export class SyncEventHub {
  private readonly streams = new Set<Stream>();
  private readonly byAccount = new Map<string, Set<Stream>>();
  private readonly byAddress = new Map<string, number>();
  /** Streams past their `ready`: the ones the hub pokes. */
  private readonly joined = new Set<Stream>();
  /** The newest change number of each topic a joined stream has, below `examinedBelow`. */
  private readonly newest = new Map<string, number>();
  private examinedBelow = 0;
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly limits: StreamLimits = STREAM_LIMITS,
    private readonly pingMs = PING_MS,
  ) {
    checkStreamLimits(limits);
  }

  /** Counts a new stream against the limits, or says which one it is over. Synchronous, so streams arriving together cannot pass a limit. */
  admit(props: StreamProps): Stream | { refused: StreamRefusal; max?: number } {
    if (this.closed) return { refused: 'shuttingDown' };
    const mine = this.byAccount.get(props.accountId) ?? new Set<Stream>();
    const older = props.deviceId ? [...mine].find((s) => s.deviceId === props.deviceId) : undefined;
    if (older) this.end(older, 'replaced');
    if (mine.size >= this.limits.perAccount) return { refused: 'streamsPerAccount', max: this.limits.perAccount };
    if ((this.byAddress.get(props.address) ?? 0) >= this.limits.perAddress)
      return { refused: 'streamsPerAddress', max: this.limits.perAddress };
    if (this.streams.size >= this.limits.perProcess) return { refused: 'streamsPerProcess', max: this.limits.perProcess };
    const stream: Stream = { ...props, sent: { seq: 0, items: 0, sellers: 0 }, closed: false, timers: [] };
    this.streams.add(stream);
    this.byAccount.set(props.accountId, mine.add(stream));
    this.byAddress.set(props.address, (this.byAddress.get(props.address) ?? 0) + 1);
    observeEventStream(1);
    props.res.once('close', () => this.end(stream));
    // A write that meets a connection just cut: the stream ends, the process goes on.
    props.res.on('error', () => this.end(stream));
    return stream;
  }

  /** Opens an admitted stream: headers, then `ready` with where its scope stands; pokes follow. */
  async start(stream: Stream): Promise<void> {
    stream.res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx would otherwise buffer the stream (README "Deploying").
      'X-Accel-Buffering': 'no',
    });
    stream.res.write(`retry: ${RETRY_MS}\n\n`);
    if (stream.expiresAt !== undefined)
      stream.timers.push(setTimeout(() => this.end(stream, 'expired'), Math.max(0, stream.expiresAt - Date.now())).unref());
    stream.timers.push(setInterval(() => void this.ping(stream), this.pingMs).unref());
    try {
      await this.serial(() => this.join(stream));
    } catch (err) {
      this.logger.error({ err }, 'change stream: could not start');
      this.end(stream);
      return;
    }
    this.schedule();
  }

  /** Ends every stream and stops looking (the server's drain): a stream would otherwise hold its connection to the grace period's end. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    for (const stream of [...this.streams]) this.end(stream, 'shutdown');
    await this.queue;
  }

  private end(stream: Stream, reason?: SyncStreamEnd): void {
    if (stream.closed) return;
    stream.closed = true;
    for (const timer of stream.timers) clearTimeout(timer);
    this.streams.delete(stream);
    this.joined.delete(stream);
    const mine = this.byAccount.get(stream.accountId);
    mine?.delete(stream);
    if (mine && !mine.size) this.byAccount.delete(stream.accountId);
    const left = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(stream.address, left);
    else this.byAddress.delete(stream.address);
    observeEventStream(-1);
    const { res } = stream;
    if (!res.headersSent || res.writableEnded || res.destroyed) return;
    if (reason === 'slowReader') return void res.destroy();
    if (reason) res.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    res.end();
  }

  private async join(stream: Stream): Promise<void> {
    if (stream.closed) return;
    // Nobody was watching: start from where the changes stand now, with nothing remembered.
    if (!this.joined.size) {
      this.examinedBelow = await pullableBelow(this.db);
      this.newest.clear();
    }
    for (const topic of [...stream.topics.items, ...stream.topics.sellers]) {
      const key = topicKey(topic);
      if (!this.newest.has(key)) this.newest.set(key, await newestBelow(this.db, topic, this.examinedBelow));
    }
    if (stream.closed) return;
    stream.sent = this.pokeOf(stream);
    this.joined.add(stream);
    this.send(stream, 'ready', stream.sent);
  }

  private schedule(): void {
    if (this.timer || this.closed || !this.joined.size) return;
    this.timer = setTimeout(() => {
      this.serial(() => this.look())
        .catch((err: unknown) => this.logger.warn({ err }, 'change stream: could not read the changes (retried)'))
        .finally(() => {
          this.timer = undefined;
          this.schedule();
        });
    }, POLL_MS).unref();
  }

  /** One look at the changes: the stretch since the last one, then the pokes. */
  private async look(): Promise<void> {
    if (!this.joined.size) return;
    const below = await pullableBelow(this.db);
    if (below <= this.examinedBelow) return;
    const topics = new Map<string, Topic>();
    for (const stream of this.joined)
      for (const topic of [...stream.topics.items, ...stream.topics.sellers]) topics.set(topicKey(topic), topic);
    const found = await newestBetween(this.db, [...topics.values()], this.examinedBelow, below);
    this.examinedBelow = below;
    for (const key of this.newest.keys()) if (!topics.has(key)) this.newest.delete(key);
    for (const [key, seq] of found) if (topics.has(key)) this.newest.set(key, Math.max(this.newest.get(key) ?? 0, seq));
    let poked = 0;
    for (const stream of this.joined) {
      const now = this.pokeOf(stream);
      if (now.items <= stream.sent.items && now.sellers <= stream.sent.sellers) continue;
      stream.sent = now;
      this.send(stream, 'change', now);
      poked++;
    }
    observePokes(poked);
  }

  private async ping(stream: Stream): Promise<void> {
    const reason = await stream.recheck().catch((err: unknown) => {
      // The database did not answer: the stream stays, and is checked again at the next ping.
      this.logger.warn({ err }, 'change stream: could not check a token again');
      return undefined;
    });
    if (reason) return this.end(stream, reason);
    this.write(stream, ': ping\n\n');
  }

  private pokeOf(stream: Stream): SyncPoke {
    const newest = (topics: Topic[]) => Math.max(0, ...topics.map((t) => this.newest.get(topicKey(t)) ?? 0));
    const items = newest(stream.topics.items);
    const sellers = newest(stream.topics.sellers);
    return { seq: Math.max(items, sellers), items, sellers };
  }

  private send(stream: Stream, event: 'ready' | 'change', data: SyncPoke): void {
    this.write(stream, `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private write(stream: Stream, text: string): void {
    if (stream.closed) return;
    if (stream.res.writableLength > MAX_UNREAD_BYTES) return this.end(stream, 'slowReader');
    stream.res.write(text);
  }

  /** The hub's reads one after another: a look and a stream's start never see each other half done. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
