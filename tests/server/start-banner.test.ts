// The start banner says whether saved changes to the declarative files reach open pages by themselves.
import { describe, expect, it } from 'vitest';
import { startBanner } from '../../src/app/banner.ts';

const started = { url: 'http://127.0.0.1:8080/', dbKind: 'pglite', dbWhere: './data/pgdata', migrated: [], seeded: false };

describe('start banner', () => {
  it('says live reload is on, and where the watched files are', () => {
    const lines = startBanner(started, { liveReload: true, root: '/srv/app' });
    expect(lines).toContain('农村产权交易服务中心管理后台已启动: http://127.0.0.1:8080/');
    const live = lines.find((l) => l.startsWith('实时重载'));
    expect(live).toMatch(/^实时重载已开启 \(live reload on\): 保存 \/srv\/app 下的 menus\.json、pages\.json 或 schemas\//);
  });

  it('says a restart is needed without it', () => {
    expect(startBanner(started, { liveReload: false, root: '/srv/app' })).toContain('实时重载未开启 (live reload off): 修改声明文件后须重启；DEV=1 开启');
  });
});
