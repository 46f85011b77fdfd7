// A TCP proxy between a server under test and its PostgreSQL, to stage outages without touching the real
// cluster: cut it (connections dropped; new ones refused, or accepted and never answered), hold what the
// database sends (a lost connection the server has not heard of yet), then restore it.
import { connect, createServer, type Server, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
  /** Bytes from the database kept back while held, and whether it closed meanwhile. */
  holding: boolean;
  held: Buffer[];
  ended: boolean;
}

export type CutMode = 'down' | 'blackhole';

export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<Pair>();
  /** Connections accepted while blackholed: never answered. */
  private readonly silent = new Set<Socket>();
  private mode: 'open' | CutMode = 'open';
  /** Bytes the server sent on held connections (statements on connections it does not know are dead). */
  sentWhileHeld = 0;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** `url` with the proxy's address in place of the database's. */
  rewrite(url: string, params: Record<string, string> = {}): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  }

  async start(): Promise<void> {
    await this.listen(this.port);
  }

  private listen(port: number): Promise<void> {
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1' }, () => {
        const addr = server.address();
        if (addr && typeof addr === 'object') this.port = addr.port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    if (this.mode === 'blackhole') {
      this.silent.add(client);
      client.on('close', () => this.silent.delete(client));
      return;
    }
    const upstream = connect({ host: this.targetHost, port: this.targetPort });
    upstream.on('error', () => undefined);
    const pair: Pair = { client, upstream, holding: false, held: [], ended: false };
    this.pairs.add(pair);
    client.on('data', (d) => {
      if (pair.holding) this.sentWhileHeld += d.length;
      if (!upstream.destroyed) upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (pair.holding) pair.held.push(d);
      else client.write(d);
    });
    upstream.on('close', () => {
      if (pair.holding) pair.ended = true;
      else client.end();
    });
    client.on('close', () => {
      this.pairs.delete(pair);
      upstream.destroy();
    });
  }

  /** What the database sends on the connections open now (its goodbye included) waits for release(). */
  hold(): void {
    for (const pair of this.pairs) pair.holding = true;
  }

  release(): void {
    for (const pair of this.pairs) {
      pair.holding = false;
      for (const d of pair.held.splice(0)) pair.client.write(d);
      if (pair.ended) pair.client.end();
    }
  }

  /**
   * Every connection dropped. 'down': new ones refused (the database's host is up, PostgreSQL is not);
   * 'blackhole': accepted and never answered (the network is gone; only a timeout ends the wait).
   */
  async cut(mode: CutMode): Promise<void> {
    this.mode = mode;
    for (const s of this.silent) s.destroy();
    this.silent.clear();
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    this.pairs.clear();
    if (mode === 'down' && this.server) {
      const server = this.server;
      this.server = null;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (mode === 'blackhole' && !this.server) await this.listen(this.port);
  }

  /** Connections go through again (on the same port). */
  async restore(): Promise<void> {
    this.mode = 'open';
    for (const s of this.silent) s.destroy();
    this.silent.clear();
    if (!this.server) await this.listen(this.port);
  }

  async close(): Promise<void> {
    await this.cut('down');
  }
}
