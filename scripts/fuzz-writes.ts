// `npx tsx scripts/fuzz-writes.ts [count] [seed]` (default 15,000 payloads): starts the server on a fresh
// embedded database, signs in as the demo administrator, and sends generated bad requests to every write
// route the app registers (POST/PUT/PATCH/DELETE of contractRoutes): wrong types, huge and odd strings,
// nesting, arrays, numbers past every bound, __proto__, empty and malformed bodies, wrong content types,
// odd path parameters and site headers. Any answer outside the JSON envelope, and any 500, is reported
// with its route and payload; the exit code is 1 when there is one. Routes are taken in turn, so every
// route gets count / routes payloads. tests/server/security/fuzz-writes.test.ts runs a small seeded count.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppContext } from '../src/server/context.ts';
import { contractRoutes } from '../src/server/http/contract.ts';

/** The app as buildApp returns it: the routes and their context. */
export type FuzzedApp = FastifyInstance & { ctx: AppContext };

export interface FuzzOptions {
  count: number;
  seed: number;
  username: string;
  password: string;
}

export interface FuzzFailure {
  route: string;
  method: string;
  url: string;
  contentType: string;
  payload: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  sent: number;
  routes: string[];
  /** Answers with HTTP 500+ (503 and 507 excepted: those are answers) or code "500". */
  serverErrors: number;
  /** Answers that are not a JSON object with a string code and msg. */
  outsideEnvelope: number;
  failures: FuzzFailure[];
  /** Sessions signed in again after a route ended the last one (logout). */
  renewedSessions: number;
}

const WRITE = /^(POST|PUT|PATCH|DELETE) /;

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\u202E', '\u2066x\u2069', '\u0007', '\u007f', '\uFEFF', '𠀀😀', '👨‍👩‍👧‍👦', 'Ω≈ç√∫', '中文名称',
  '0', '-1', '1.5', '-0', '1e400', '1e-400', 'NaN', 'Infinity', '99999999999999999999', '9223372036854775808', '2147483648', '-2147483649',
  '0x10', '1,000', '0000-01-01', '+275760-09-13', '2024-02-30', '2024-01-01T25:00:00', '../../etc/passwd', '/api/files/../../x.pdf',
  '<script>alert(1)</script>', "'; DROP TABLE records; --", '%00', '%ZZ', '${x}', '{{x}}', 'null', 'true', '[]', '{}', '__proto__',
  'constructor', 'javascript:alert(1)', 'https://evil.example/x.pdf', 'x'.repeat(257), '长'.repeat(1001),
];
const NUMBERS = [0, -1, 1, 1.5, -0.0001, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324];
/** JSON texts JSON.stringify cannot write: out-of-range and precise numbers, lone surrogates, a __proto__ key. */
const RAW_VALUES = ['1e999', '-1e999', '123456789012345678901234567890', '"\\ud800"', '"\\udfff x"', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}'];

interface Gen {
  rnd: () => number;
  pick<T>(xs: readonly T[]): T;
  int(n: number): number;
}

function gen(seed: number): Gen {
  const rnd = generator(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  return { rnd, int, pick: (xs) => xs[int(xs.length)]! };
}

/** A bad value as JSON text (so raw texts can be mixed in). */
function valueText(g: Gen, depth = 0): string {
  const kind = g.int(depth > 2 ? 6 : 10);
  switch (kind) {
    case 0:
    case 1:
      return JSON.stringify(g.pick(STRINGS));
    case 2:
      return JSON.stringify(g.pick(NUMBERS));
    case 3:
      return g.pick(RAW_VALUES);
    case 4:
      return g.pick(['null', 'true', 'false']);
    case 5:
      return JSON.stringify('x'.repeat(g.pick([1000, 70_000, 300_000])));
    case 6:
    case 7:
      return `[${Array.from({ length: g.int(4) }, () => valueText(g, depth + 1)).join(',')}]`;
    default:
      return `{${Array.from({ length: g.int(4) }, () => `${JSON.stringify(g.pick(['data', 'id', 'version', 'siteId', 'x', '__proto__', '']))}:${valueText(g, depth + 1)}`).join(',')}}`;
  }
}

/** Field names worth aiming at: the route's declared body keys, and for record routes the entity's. */
function fieldsOf(app: FuzzedApp, schema: Record<string, unknown>, entity: string | undefined): string[] {
  const body = schema.body as { properties?: Record<string, unknown> } | undefined;
  const declared = Object.keys(body?.properties ?? {});
  const props = entity && Object.hasOwn(app.ctx.registry.entities, entity) ? Object.keys(app.ctx.registry.entities[entity]!.properties) : [];
  return [...new Set([...declared, ...props, 'id', 'version', 'siteId', 'data', 'action', 'opinion', 'password', 'username', 'fileUrl', 'entity', 'roles'])];
}

interface Built {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

function objectText(g: Gen, fields: string[], wrapData: boolean): string {
  const entries = Array.from({ length: 1 + g.int(8) }, () => `${JSON.stringify(g.pick(fields))}:${valueText(g)}`);
  const doc = `{${entries.join(',')}}`;
  return wrapData ? `{"data":${doc},"version":${valueText(g)}}` : doc;
}

const BOUNDARY = 'fuzzBoundary';

function body(g: Gen, fields: string[], wrapData: boolean): Built {
  const kind = g.int(20);
  if (kind < 9) return { contentType: 'application/json', payload: objectText(g, fields, wrapData) };
  switch (kind) {
    case 9:
      return { contentType: 'application/json', payload: valueText(g) };
    case 10:
      return { contentType: 'application/json', payload: g.pick(['', ' ', '{', '{"a":}', '[1,]', '\u0000', '{"a":1}{"b":2}', 'nul']) };
    case 11:
      return { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` };
    case 12: {
      const params = new URLSearchParams();
      for (let i = 0; i < 1 + g.int(6); i++) params.append(g.pick([...fields, '__proto__', 'data[x]']), g.pick(STRINGS));
      return { contentType: 'application/x-www-form-urlencoded', payload: params.toString() };
    }
    case 13:
      return { contentType: g.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'foo']), payload: objectText(g, fields, wrapData) };
    case 14:
      return { contentType: undefined, payload: g.int(2) ? undefined : 'x=1' };
    case 15:
      // Invalid UTF-8 inside a JSON string.
      return { contentType: 'application/json', payload: Buffer.concat([Buffer.from('{"data":{"x":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}}')]) };
    case 16: {
      const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${g.pick(['a.pdf', '../x.pdf', 'a.xlsx', 'a.json', ''])}"\r\nContent-Type: ${g.pick(['application/pdf', 'text/html', 'application/json'])}\r\n\r\n${g.pick(['%PDF-1.4', '{"format":1}', 'PK\u0003\u0004', ''])}`;
      const end = g.pick([`\r\n--${BOUNDARY}--\r\n`, '', `\r\n--${BOUNDARY}`, `\r\n--other--\r\n`]);
      return { contentType: g.pick([`multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data', 'multipart/form-data; boundary=', `multipart/mixed; boundary=${BOUNDARY}`]), payload: file + end };
    }
    case 17: {
      const fieldsPart = Array.from({ length: 1 + g.int(3) }, () => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${g.pick([...fields, '__proto__'])}"\r\n\r\n${g.pick(STRINGS)}\r\n`).join('');
      return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `${fieldsPart}--${BOUNDARY}--\r\n` };
    }
    case 18:
      return { contentType: 'application/json', payload: `{"__proto__":${valueText(g)},"constructor":{"prototype":${valueText(g)}},"data":{"__proto__":{"status":"approved"}}}` };
    default:
      return { contentType: 'application/json', payload: JSON.stringify({ data: Object.fromEntries(fields.map((f) => [f, 'x'.repeat(5000)])) }) };
  }
}

interface Ids {
  records: Map<string, number>;
  users: number[];
  pages: string[];
  entities: string[];
  roles: string[];
}

async function knownIds(app: FuzzedApp): Promise<Ids> {
  const records = new Map<string, number>();
  for (const e of Object.keys(app.ctx.registry.entities)) {
    const row = (await app.ctx.db.query<{ id: number }>('SELECT id::int AS id FROM records WHERE entity = $1 AND site_id = 1 ORDER BY id LIMIT 1', [e]))[0];
    if (row) records.set(e, row.id);
  }
  // Users other than the fuzzing administrator: its own account is refused to itself anyway.
  const users = (await app.ctx.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE username <> 'admin' ORDER BY id LIMIT 5")).map((r) => r.id);
  return {
    records,
    users,
    pages: Object.keys(app.ctx.registry.pageSchemas),
    entities: Object.keys(app.ctx.registry.entities),
    roles: app.ctx.registry.menus.roles.map((r) => r.name),
  };
}

const ODD_IDS = ['0', '-1', 'abc', '1e3', '99999999999999999999', '2147483648', '%00', '%2e%2e', '1.5', ' 1', '__proto__'];

function fillPath(g: Gen, url: string, ids: Ids): { url: string; entity: string | undefined } {
  const entity = g.int(6) === 0 ? g.pick(['nope', '__proto__', 'constructor', '%00', 'x'.repeat(120)]) : g.pick(ids.entities);
  const path = url.replace(/:(\w+)/g, (_m, name: string) => {
    const odd = g.int(4) === 0;
    if (name === 'entity') return encodeURIComponent(entity);
    if (odd) return g.pick(ODD_IDS);
    if (name === 'id' && url.startsWith('/api/records/')) return String(ids.records.get(entity) ?? 1);
    if (name === 'id' && url.startsWith('/api/system/users/')) return String(g.pick(ids.users.length ? ids.users : [2]));
    if (name === 'id') return g.pick(['1', '2', '3']);
    if (name === 'kind') return g.pick(['seal', 'signature']);
    if (name === 'name') return g.pick(ids.roles);
    if (name === 'pageId') return g.pick(ids.pages);
    return g.pick(['1', '2']);
  });
  return { url: path, entity: url.includes(':entity') ? entity : undefined };
}

function isEnvelope(text: string): boolean {
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) && typeof (v as { code?: unknown }).code === 'string' && typeof (v as { msg?: unknown }).msg === 'string';
  } catch {
    return false;
  }
}

async function signIn(app: FuzzedApp, opts: FuzzOptions): Promise<string> {
  // From an address of its own: the fuzz's failed logins must not throttle the fuzz's own sign-in.
  const res = await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '192.0.2.250', payload: { username: opts.username, password: opts.password } });
  const env = res.json<{ code: string; msg: string; data: { token?: string } | null }>();
  if (env.code !== '200' || !env.data?.token) throw new Error(`sign-in as ${opts.username} failed: ${env.code} ${env.msg}`);
  return env.data.token;
}

export async function fuzzWrites(app: FuzzedApp, opts: FuzzOptions): Promise<FuzzReport> {
  const g = gen(opts.seed);
  const routes = contractRoutes(app).filter((r) => WRITE.test(r.key));
  if (routes.length === 0) throw new Error('no write routes registered');
  const ids = await knownIds(app);
  let token = await signIn(app, opts);
  const report: FuzzReport = { sent: 0, routes: routes.map((r) => r.key), serverErrors: 0, outsideEnvelope: 0, failures: [], renewedSessions: 0 };
  for (let i = 0; i < opts.count; i++) {
    const route = routes[i % routes.length]!;
    const [method, pattern] = route.key.split(' ') as [InjectOptions['method'] & string, string];
    const { url, entity } = fillPath(g, pattern, ids);
    const built = body(g, fieldsOf(app, route.schema, entity), pattern.startsWith('/api/records/'));
    const headers: Record<string, string> = { token };
    if (built.contentType !== undefined) headers['content-type'] = built.contentType;
    const site = g.int(8);
    if (site < 6) headers.siteId = '1';
    else if (site === 6) headers.siteId = g.pick(['0', '-1', '2147483648', 'abc', '1.5', '99999']);
    if (g.int(10) === 0) headers.transferVariety = g.pick(['land', 'x'.repeat(300), '\u202E', '%00']);
    const query = g.int(5) === 0 ? `?${new URLSearchParams({ [g.pick(['entity', 'field', 'siteId', 'version', 'x'])]: g.pick(STRINGS) }).toString()}` : '';
    const res = await app.inject({ method, url: url + query, headers, ...(built.payload === undefined ? {} : { payload: built.payload }) });
    report.sent += 1;
    const text = res.body;
    const envelope = isEnvelope(text);
    const code = envelope ? (JSON.parse(text) as { code: string }).code : '';
    const serverError = (res.statusCode >= 500 && res.statusCode !== 503 && res.statusCode !== 507) || code === '500';
    if (serverError) report.serverErrors += 1;
    if (!envelope) report.outsideEnvelope += 1;
    if (serverError || !envelope) {
      const payload = built.payload === undefined ? '' : Buffer.isBuffer(built.payload) ? built.payload.toString('latin1') : built.payload;
      report.failures.push({ route: route.key, method, url: url + query, contentType: built.contentType ?? '', payload: payload.slice(0, 300), status: res.statusCode, body: text.slice(0, 300) });
    }
    // A route that ended the session (logout): sign in again so the other routes are still reached.
    if (code === '100001') {
      token = await signIn(app, opts);
      report.renewedSessions += 1;
    }
  }
  return report;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 15_000);
  const seed = Number(process.argv[3] ?? 20_260_601);
  if (!Number.isInteger(count) || count <= 0 || !Number.isInteger(seed)) {
    console.error('用法 / usage: npx tsx scripts/fuzz-writes.ts [count] [seed]');
    process.exit(2);
  }
  const { loadConfig } = await import('../src/server/config.ts');
  const { startServer } = await import('../src/server/start.ts');
  const { SERVER_PLUGINS } = await import('../src/app/server.ts');
  const { DEMO_USERS } = await import('../src/server/seed/index.ts');
  const admin = DEMO_USERS.find((u) => u.username === 'admin')!;
  const dataDir = await mkdtemp(join(tmpdir(), 'nccq-fuzz-'));
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const config = { ...loadConfig({ ROOT: root, DATA_DIR: dataDir }), databaseUrl: '' };
  const began = Date.now();
  const started = await startServer(config, { listen: false, logger: false, plugins: SERVER_PLUGINS });
  try {
    const app = started.app as FuzzedApp;
    const report = await fuzzWrites(app, { count, seed, username: admin.username, password: admin.password });
    const seconds = ((Date.now() - began) / 1000).toFixed(0);
    console.log(`payloads sent: ${report.sent}; write routes: ${report.routes.length}; 500s: ${report.serverErrors}; outside the envelope: ${report.outsideEnvelope}; sessions renewed: ${report.renewedSessions}; ${seconds} s (seed ${seed})`);
    const byRoute = new Map<string, FuzzFailure[]>();
    for (const f of report.failures) byRoute.set(f.route, [...(byRoute.get(f.route) ?? []), f]);
    for (const [route, list] of byRoute) {
      console.log(`\n${route}: ${list.length}`);
      for (const f of list.slice(0, 3)) console.log(`  ${f.method} ${f.url} [${f.contentType}] ${JSON.stringify(f.payload.slice(0, 160))}\n    -> ${f.status} ${f.body.slice(0, 200)}`);
    }
    process.exitCode = report.failures.length > 0 ? 1 : 0;
  } finally {
    await started.app.close();
    await started.db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
