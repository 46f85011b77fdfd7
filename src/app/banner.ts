// What `npm start` / `npm run serve` print once the server is up: where it runs, the database, whether
// saved changes to the declarative files reach open pages (live reload), and the demo logins.
import { ALL_SITES } from '../shared/site/allSites.ts';
import type { ServerConfig } from '../server/config.ts';
import { DEMO_USERS, SEED_SITES } from '../server/seed/index.ts';

export interface StartFacts {
  url: string;
  dbKind: string;
  dbWhere: string;
  migrated: readonly string[];
  seeded: boolean;
}

export function startBanner(s: StartFacts, config: Pick<ServerConfig, 'liveReload' | 'root'>): string[] {
  const lines = [`数据库: ${s.dbKind} (${s.dbWhere})${s.migrated.length ? `，已执行迁移 ${s.migrated.join(', ')}` : ''}${s.seeded ? '，已写入演示数据' : ''}`];
  lines.push('', `农村产权交易服务中心管理后台已启动: ${s.url}`);
  // Whoever edits the JSON needs to know whether a save shows by itself or needs a restart.
  lines.push(config.liveReload
    ? `实时重载已开启 (live reload on): 保存 ${config.root} 下的 menus.json、pages.json 或 schemas/ 后，打开的页面自动更新；检查未通过时页面列出每个问题的文件与位置`
    : '实时重载未开启 (live reload off): 修改声明文件后须重启；DEV=1 开启');
  lines.push('', '演示账号 (username / password / role / site):');
  for (const u of DEMO_USERS) {
    const site = SEED_SITES.find((x) => x.id === u.siteId)?.name ?? ALL_SITES;
    lines.push(`  ${u.username.padEnd(10)} ${u.password.padEnd(13)} ${u.roles.join(',').padEnd(9)} ${site}`);
  }
  return lines;
}
