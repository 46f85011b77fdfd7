// Server configuration from the environment, validated at start: every value has a default so
// `npm start` needs nothing set, and a value that is set but wrong stops the start with a message
// naming the variable (a silent fallback would run the server with settings nobody chose).
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '../shared/time/business.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the embedded database (pgdata/) and uploaded files (files/). */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | null;
  /** Session lifetime in hours. */
  sessionTtlHours: number;
  /** Project root: where menus.json, pages.json and schemas/ live. */
  root: string;
  /** Watch the declarative files and push re-checks to open pages (DEV=1 or NODE_ENV=development). */
  liveReload: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (client address, https for the Secure cookie). */
  trustProxy: boolean | number;
  /** Extra CSP img-src sources (map tiles and the like). */
  cspImgSrc: string[];
  /**
   * The business time zone (BUSINESS_TZ, an IANA name; Asia/Shanghai by default): which day, month and
   * year an instant belongs to, and how times are shown (src/shared/time/business.ts).
   */
  businessTimeZone: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    value: string,
    expected: string,
  ) {
    super(`配置项 ${variable} 的值 "${value}" 无效：${expected} / invalid ${variable}="${value}": ${expected}`);
  }
}

type Env = Record<string, string | undefined>;

/** The variable's value, or undefined when unset or empty (empty means "use the default"). */
function raw(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number, unit: string): number {
  const v = raw(env, name);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new ConfigError(name, v, `应为 ${min} 到 ${max} 之间的整数（${unit}）`);
  return Number(v);
}

function databaseUrl(env: Env): string | null {
  const v = raw(env, 'DATABASE_URL');
  if (v === undefined) return null;
  let ok: boolean;
  try {
    ok = ['postgres:', 'postgresql:'].includes(new URL(v).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new ConfigError('DATABASE_URL', v.replace(/:[^:@/]*@/, ':***@'), '应为 postgres://用户@主机:端口/数据库 形式的连接串');
  return v;
}

function trustProxy(env: Env): boolean | number {
  const v = raw(env, 'TRUST_PROXY');
  if (v === undefined || v === '0' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
  throw new ConfigError('TRUST_PROXY', v, '应为 true、false 或代理层数（0 到 10）');
}

function cspImgSrc(env: Env): string[] {
  const v = raw(env, 'CSP_IMG_SRC');
  if (v === undefined) return [];
  const items = v.split(/\s+/);
  for (const item of items) {
    let ok = /^[a-z][a-z0-9+.-]*:$/.test(item);
    try {
      ok ||= new URL(item).origin === item.replace(/\/$/, '');
    } catch {
      // not a URL
    }
    if (!ok) throw new ConfigError('CSP_IMG_SRC', item, '应为以空格分隔的来源，如 https://tiles.example.cn 或 https:');
  }
  return items;
}

function businessTimeZone(env: Env): string {
  const v = raw(env, 'BUSINESS_TZ');
  if (v === undefined) return DEFAULT_BUSINESS_TIME_ZONE;
  if (!isTimeZone(v)) throw new ConfigError('BUSINESS_TZ', v, '应为 IANA 时区名，如 Asia/Shanghai');
  return v;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const root = resolve(raw(env, 'ROOT') ?? process.cwd());
  const host = raw(env, 'HOST') ?? '127.0.0.1';
  if (/\s|\//.test(host)) throw new ConfigError('HOST', host, '应为监听地址，如 127.0.0.1 或 0.0.0.0');
  const dataDir = raw(env, 'DATA_DIR') ?? 'data';
  if (dataDir.includes('\0')) throw new ConfigError('DATA_DIR', dataDir, '应为文件夹路径');
  const logRequests = raw(env, 'LOG_REQUESTS');
  if (logRequests !== undefined && logRequests !== '0' && logRequests !== '1') throw new ConfigError('LOG_REQUESTS', logRequests, '应为 0 或 1');
  return {
    port: integer(env, 'PORT', 8080, 0, 65535, '端口号'),
    host,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(root, dataDir),
    databaseUrl: databaseUrl(env),
    sessionTtlHours: integer(env, 'SESSION_TTL', 12, 1, 720, '小时'),
    root,
    liveReload: env.DEV === '1' || env.NODE_ENV === 'development',
    trustProxy: trustProxy(env),
    cspImgSrc: cspImgSrc(env),
    businessTimeZone: businessTimeZone(env),
  };
}
