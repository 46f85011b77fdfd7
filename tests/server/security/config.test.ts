// Configuration is validated at start: a bad value names its variable instead of silently defaulting.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

describe('configuration', () => {
  it.each([
    ['SESSION_TTL', '0.5'],
    ['SESSION_TTL', '0'],
    ['SESSION_TTL', '-3'],
    ['SESSION_TTL', 'abc'],
    ['SESSION_TTL', '100000'],
    ['PORT', '80a'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['DATABASE_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['CSP_IMG_SRC', 'javascript:alert(1) https://x.example/path'],
    ['LOG_REQUESTS', 'yes'],
    ['HOST', 'a b'],
    ['BUSINESS_TZ', 'Mars/Olympus'],
    ['BUSINESS_TZ', '+08:00'],
    ['BUSINESS_TZ', 'UTC+8'],
  ])('%s=%s stops the start, naming the variable', (name, value) => {
    let err: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).variable).toBe(name);
    expect((err as Error).message).toContain(`配置项 ${name}`);
  });

  it('keeps the defaults for unset or empty values and reads good ones', () => {
    expect(loadConfig({})).toMatchObject({ port: 8080, host: '127.0.0.1', sessionTtlHours: 12, databaseUrl: null, trustProxy: false, cspImgSrc: [] });
    expect(loadConfig({ PORT: '', SESSION_TTL: ' ' })).toMatchObject({ port: 8080, sessionTtlHours: 12 });
    expect(
      loadConfig({ PORT: '0', SESSION_TTL: '24', DATABASE_URL: 'postgres://u@h:5432/d', TRUST_PROXY: '1', CSP_IMG_SRC: 'https://tiles.example.cn https:' }),
    ).toMatchObject({ port: 0, sessionTtlHours: 24, databaseUrl: 'postgres://u@h:5432/d', trustProxy: 1, cspImgSrc: ['https://tiles.example.cn', 'https:'] });
  });

  it('reads the business time zone: Asia/Shanghai by default, an IANA name when set', () => {
    expect(loadConfig({}).businessTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ BUSINESS_TZ: ' ' }).businessTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ BUSINESS_TZ: 'America/New_York' }).businessTimeZone).toBe('America/New_York');
    expect(() => loadConfig({ BUSINESS_TZ: 'Asia/Beijing' })).toThrow('配置项 BUSINESS_TZ 的值 "Asia/Beijing" 无效：应为 IANA 时区名，如 Asia/Shanghai');
  });

  it('hides the password of a refused database URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:secret@h/d' })).toThrow(/mysql:\/\/u:\*\*\*@h\/d/);
  });

  it('the server process refuses to start and says which variable is wrong', () => {
    const root = join(import.meta.dirname, '../../..');
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/app/main.ts')], {
      env: { ...process.env, SESSION_TTL: '0.5', PORT: '0', DATA_DIR: '/nonexistent-never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('配置项 SESSION_TTL 的值 "0.5" 无效');
  });
});
