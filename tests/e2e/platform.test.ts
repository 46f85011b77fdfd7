// The platform, statistics summary and land investment sections in Chromium at 1440×900 against the
// built app and the real server: an article carrying script/onerror payloads is published and shows
// them as text; every page of the sections loads for admin with no refused request; /project_map
// loads without a login and shows only published listings; a signed print link opens without one.
import type { Page } from '@playwright/test';
import type { ListResult, RecordRow } from '../../src/shared/api.ts';
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import type { PrintLink } from '../../src/shared/public-api.ts';
import { expect, test, type NewPage } from './fixtures.ts';
import { btn, confirmDialog } from './harness.ts';
import { api, apiLogin, enterWithSession } from './shell-helpers.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const VIEWPORT = { width: 1440, height: 900 };

test.describe.configure({ mode: 'serial' });

/** Every API answer the page gets from `baseUrl` that is not code 200 (a refusal, an error), as "code url". */
function watchRefusals(page: Page, baseUrl: string): string[] {
  const refused: string[] = [];
  page.on('response', (res) => {
    const url = res.url();
    if (!url.startsWith(baseUrl) || !new URL(url).pathname.startsWith('/api/')) return;
    if (!(res.headers()['content-type'] ?? '').includes('application/json')) return;
    void res
      .json()
      .then((body: ApiEnvelope<unknown>) => {
        if (body.code !== '200') refused.push(`${body.code} ${url}`);
      })
      .catch(() => undefined);
  });
  return refused;
}

async function asAdmin(newPage: NewPage, baseUrl: string): Promise<{ page: Page; token: string }> {
  const { context, page } = await newPage({ viewport: VIEWPORT });
  const login = await apiLogin(baseUrl, 'admin', 'Admin@123');
  // An all-sites administrator names the site new records belong to.
  await context.addCookies([{ name: 'siteId', value: '1', domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
  await enterWithSession(context, page, baseUrl, login);
  return { page, token: login.token };
}

async function firstId(baseUrl: string, token: string, entity: string): Promise<number> {
  const r = await api<ListResult>(baseUrl, `/api/records/${entity}?page=1&size=1`, undefined, token);
  const id = r.data.list[0]?.id;
  if (id === undefined) throw new Error(`no ${entity} record`);
  return id;
}

/** The page has drawn its content: no loading text, no spinner, the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /加载中/ })).toHaveCount(0, { timeout: 20_000 });
}

test.describe('information articles', () => {
  test('publishes an article whose script/onerror payloads show as text and never run', async ({ server, newPage }) => {
    test.setTimeout(180_000);
    const { page, token } = await asAdmin(newPage, server.url);
    const payload = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">';
    await page.goto(`${server.url}/platform_system/platform/information_form`);
    await page.locator('#root_articleTitle').fill('E2E 资讯 <img src=x onerror=alert(1)>');
    await page.locator('#root_category').click();
    await page.locator('.ant-select-item-option[title="通知公告"]').click();
    const editor = page.locator('.richtext-content');
    await editor.click();
    await page.keyboard.type('正文开头 ');
    await page.keyboard.type(payload);
    await btn(page, '保存').click();
    await page.waitForURL(/information_detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    await btn(page, '发布').click();
    await confirmDialog(page);
    await expect(page.getByText('已发布')).not.toHaveCount(0);

    // A client that skips the editor and sends markup gets it rewritten by the server.
    const raw = await fetch(`${server.url}/api/records/article`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, siteId: '1' },
      body: JSON.stringify({ data: { articleTitle: 'E2E 原始标记', category: 'news', content: `<p>原始正文</p>${payload}<a href="javascript:window.__xss=3">链接</a>` } }),
    });
    const rawRow = ((await raw.json()) as ApiEnvelope<RecordRow>).data;
    await api(server.url, `/api/records/article/${rawRow.id}/transition`, { action: 'publish', version: rawRow.version }, token);

    for (const target of [id, rawRow.id]) {
      await page.goto(`${server.url}/platform_system/platform/information_detail?id=${target}`);
      await page.reload();
      const view = page.locator('.richtext-view');
      await expect(view).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('已发布')).not.toHaveCount(0);
      expect(await view.locator('script, img[onerror], a[href^="javascript"], iframe').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      if (target === id) {
        // Typed markup is text: the reader sees exactly what was typed.
        expect(await view.innerText()).toContain(payload);
        await expect(page.getByText('E2E 资讯 <img src=x onerror=alert(1)>')).not.toHaveCount(0);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/platform-article-detail.png` });
      } else {
        expect(await view.innerText()).toContain('原始正文');
        await view.locator('a', { hasText: '链接' }).click();
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      }
    }
    await page.goto(`${server.url}/platform_system/platform/information_form?id=${id}`);
    await expect(page.locator('.richtext-content')).toContainText(payload, { useInnerText: true, timeout: 20_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/platform-article-form.png` });
  });
});

test.describe('every page of the sections', () => {
  test('loads for admin with no refused request', async ({ server, newPage }) => {
    test.setTimeout(600_000);
    const { page, token } = await asAdmin(newPage, server.url);
    const refused = watchRefusals(page, server.url);
    const id = (entity: string) => firstId(server.url, token, entity);
    const ids = {
      member: await id('member'),
      advertisement: await id('advertisement'),
      article: await id('article'),
      attract_investment: await id('attract_investment'),
      custom_config: await id('custom_config'),
      investment_demand: await id('investment_demand'),
      demand_followup: await id('demand_followup'),
      right_confirm: await id('right_confirm'),
      file_model: await id('file_model'),
    };
    const P = '/platform_system/platform';
    const S = '/statistics_summary/statistics';
    const T = '/tdb_project_land/management';
    const pages: [path: string, shot?: string][] = [
      [`${P}/members`, 'platform-members'], [`${P}/members_form`], [`${P}/members_detail?id=${ids.member}`], [`${P}/members_verify?id=${ids.member}`, 'platform-member-verify'],
      [`${P}/auction_list`], [`${P}/advertisement`], [`${P}/advertisement_form`, 'platform-advertisement-form'], [`${P}/advertisement_detail?id=${ids.advertisement}`],
      [`${P}/information`, 'platform-information'], [`${P}/information_form`], [`${P}/information_detail?id=${ids.article}`],
      [`${P}/attract_investment`], [`${P}/attract_investment_form`], [`${P}/attract_investment_detail?id=${ids.attract_investment}`],
      [`${P}/custom_config`], [`${P}/custom_config_form`], [`${P}/custom_config_detail?id=${ids.custom_config}`],
      [`${S}/region_statistics`, 'summary-region-statistics'], [`${S}/project_library`], [`${S}/target_library`], [`${S}/orders`],
      [`${S}/project_map`], [`${S}/right_confirm`], [`${S}/right_confirm_form`], [`${S}/right_confirm_detail?id=${ids.right_confirm}`],
      [`${S}/right_confirm_statistics`, 'summary-right-confirm-statistics'],
      [`${T}/investment_demand`, 'land-investment-demand'], [`${T}/investment_demand_form`], [`${T}/investment_demand_detail?id=${ids.investment_demand}`, 'land-investment-demand-detail'],
      [`${T}/follow_up`], [`${T}/follow_up_form`], [`${T}/follow_up_detail?id=${ids.demand_followup}`],
      [`/open_file_model?id=${ids.file_model}`, 'open-file-model'],
    ];
    for (const [path, shot] of pages) {
      await page.goto(`${server.url}${path}`);
      await settled(page);
      expect(await page.locator('.status-panel--error, .status-panel--warning, .ant-result-404, .ant-result-403, .ant-result-warning, .ant-result-error').count(), path).toBe(0);
      expect(refused, path).toEqual([]);
      if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
    }
  });
});

test.describe('without a login', () => {
  test('/project_map shows only published listings, and a signed print link opens the sheet', async ({ server, newPage }) => {
    test.setTimeout(180_000);
    const { page } = await newPage({ viewport: VIEWPORT });
    const refused = watchRefusals(page, server.url);
    await page.goto(`${server.url}/project_map`);
    await expect(page.getByText('项目地图')).not.toHaveCount(0);
    await settled(page);
    // 莲花村 is listed, 马湖村 trading; 河沙村 is traded and 大塘镇铁牛村 a draft: not public.
    await expect(page.getByText('莲花村连片水田经营权出租')).not.toHaveCount(0);
    expect(await page.getByText('马湖村猕猴桃园经营权转让').count()).toBeGreaterThan(0);
    expect(await page.getByText('河沙村耕地经营权出租（已成交）').count()).toBe(0);
    expect(await page.getByText('大塘镇铁牛村果园经营权转包').count()).toBe(0);
    expect(await page.getByText('陈国富').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/project_map');
    expect(refused).toEqual([]);
    await page.locator('.ant-list-item', { hasText: '莲花村连片水田经营权出租' }).click();
    await expect(page.getByText('204,300.00 元')).not.toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-project-map.png` });

    const admin = await apiLogin(server.url, 'admin', 'Admin@123');
    const contracts = await api<ListResult>(server.url, '/api/records/contract?page=1&size=1&f.status.eq=signed', undefined, admin.token);
    const link = await api<PrintLink>(server.url, '/api/print/link', { page: 'contract_print', id: String(contracts.data.list[0]!.id) }, admin.token);
    expect(link.code).toBe('200');
    await page.goto(`${server.url}${link.data.url}`);
    await expect(page.locator('.print-sheet')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/printing');
    expect(refused).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/signed-print.png` });
    const forged = new URL(link.data.url, server.url);
    forged.searchParams.set('id', String(Number(forged.searchParams.get('id')) + 1));
    await page.goto(forged.href);
    await expect(page.getByText('打印链接无效或已过期，请向经办人重新索取')).not.toHaveCount(0);
    expect(await page.locator('.print-sheet').count()).toBe(0);
  });
});
