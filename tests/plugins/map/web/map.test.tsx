// @vitest-environment jsdom
// The map widget: Web-Mercator arithmetic, fitting, tiles or the no-tile note, and a point's click
// opening its record's detail page; list mode's request.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListResult, RecordRow } from '../../../../src/shared/api.ts';
import type { DetailPage, EntitySchema, PageEntry } from '../../../../src/shared/schema/types.ts';
import { MAP_HEIGHT, MAP_WIDTH, MapView, NO_TILES_NOTE } from '../../../../src/plugins/map/web/MapView.tsx';
import MapWidget from '../../../../src/plugins/map/web/MapWidget.tsx';
import { configuredTileUrl, readOptions, toPoints } from '../../../../src/plugins/map/web/options.ts';
import {
  fitView,
  pan,
  parseBoundary,
  project,
  tilesFor,
  tileUrl,
  toScreen,
  unproject,
  zoomAround,
  type LonLat,
} from '../../../../src/plugins/map/web/projection.ts';

const http = vi.hoisted(() => ({ get: vi.fn<(url: string, params?: unknown, options?: unknown) => Promise<unknown>>() }));
vi.mock('../../../../src/web/request/http.ts', () => ({ http }));
const pages = vi.hoisted(() => [] as PageEntry[]);
vi.mock('../../../../src/web/engine/session.ts', () => ({ useAppMeta: () => ({ menus: { sections: [], varieties: [], roles: [] }, pages }), usePrincipal: () => null }));

pages.push(
  { id: 'target_detail', path: '/admin/target_info_detail', title: '标的详情', kind: 'detail', hidden: true },
  { id: 'target_map_detail', path: '/admin/target_map_detail', title: '标的地图', kind: 'detail', hidden: true },
);

const entity = { name: 'target', title: '标的', type: 'object', 'x-titleField': 'targetName', properties: {} } as EntitySchema;
const page: DetailPage = { kind: 'detail', entity: 'target', sections: [], widgets: [{ type: 'map' }] };
function row(id: number, data: Record<string, unknown>): RecordRow {
  return { id, status: null, siteId: 1, variety: 'TDJYQ', version: 1, createdAt: '', updatedAt: '', data };
}
const hesha = row(1, { targetName: '河沙村二组连片耕地', longitude: '103.512846', latitude: '30.198417' });
const mahu = row(2, { targetName: '马湖村猕猴桃园', longitude: '103.538260', latitude: '30.214932' });

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}
function inRouter(el: React.ReactElement, at = '/admin/target_map_detail?id=1') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="*" element={<>{el}<Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => http.get.mockReset());
afterEach(cleanup);

describe('projection', () => {
  it('projects known positions to their Web-Mercator pixels', () => {
    expect(project(0, 0)).toEqual({ x: 128, y: 128 });
    const edge = project(180, 85.05112878);
    expect(edge.x).toBeCloseTo(256, 6);
    expect(edge.y).toBeCloseTo(0, 3);
    // Chengdu (104.06°E, 30.67°N) at zoom 10: pixel and tile by the OSM slippy-map formula
    // (y = (1 - asinh(tan φ)/π)/2 · 2^z · 256), tile 807/420.
    const p = project(104.06, 30.67);
    const k = 2 ** 10;
    expect(Math.abs(p.x * k - 206846.18)).toBeLessThan(0.01);
    expect(Math.abs(p.y * k - 107588.84)).toBeLessThan(0.01);
    expect(Math.floor((p.x * k) / 256)).toBe(807);
    expect(Math.floor((p.y * k) / 256)).toBe(420);
    const back = unproject(p);
    expect(back[0]).toBeCloseTo(104.06, 9);
    expect(back[1]).toBeCloseTo(30.67, 9);
  });

  it('fits the view to the points with padding, and zooms around a point', () => {
    const ps: LonLat[] = [[103.5, 30.2], [103.6, 30.25]];
    const v = fitView(ps, 800, 480, 40);
    const a = toScreen(v, project(103.5, 30.2));
    const b = toScreen(v, project(103.6, 30.25));
    for (const s of [a, b]) {
      expect(s.x).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(s.x).toBeLessThanOrEqual(760 + 1e-6);
      expect(s.y).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(s.y).toBeLessThanOrEqual(440 + 1e-6);
    }
    // The binding axis spans exactly the padded size (here north-south: 0.05° of latitude at 30°N is
    // longer in Mercator than 0.1° of longitude relative to an 800x480 box), centred.
    expect(Math.max(Math.abs(b.x - a.x) / 720, Math.abs(b.y - a.y) / 400)).toBeCloseTo(1, 6);
    expect(Math.abs(b.y - a.y)).toBeCloseTo(400, 6);
    expect((a.x + b.x) / 2).toBeCloseTo(400, 6);
    expect((a.y + b.y) / 2).toBeCloseTo(240, 6);
    // One point: centred at the point zoom; none: China.
    const one = fitView([[103.5, 30.2]], 800, 480);
    expect(one.zoom).toBe(15);
    expect(toScreen(one, project(103.5, 30.2))).toEqual({ x: 400, y: 240 });
    expect(fitView([], 800, 480).zoom).toBe(4);
    // Zooming around a pixel keeps the world point under it; panning moves by the drag.
    const z = zoomAround(v, 1, { x: 100, y: 100 });
    const under = toScreen(z, { x: (100 - 400) / 2 ** v.zoom + v.cx, y: (100 - 240) / 2 ** v.zoom + v.cy });
    expect(under.x).toBeCloseTo(100, 6);
    expect(under.y).toBeCloseTo(100, 6);
    const moved = toScreen(pan(v, 30, -20), project(103.5, 30.2));
    expect(moved.x - a.x).toBeCloseTo(30, 6);
    expect(moved.y - a.y).toBeCloseTo(-20, 6);
  });

  it('lists the tiles covering a view and fills the URL template', () => {
    const v = { ...fitView([[104.06, 30.67]], 800, 480, 40, 10) };
    const tiles = tilesFor(v);
    expect(tiles.every((t) => t.z === 10 && t.size === 256)).toBe(true);
    expect(tiles.some((t) => t.x === 807 && t.y === 420)).toBe(true);
    for (const t of tiles) expect(t.left < 800 && t.left + t.size > 0 && t.top < 480 && t.top + t.size > 0).toBe(true);
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png', { z: 10, x: 808, y: 423 })).toBe('https://t.example/10/808/423.png');
  });

  it('reads boundaries from coordinate strings and GeoJSON, and ignores bad ones', () => {
    const ring = [[103.5, 30.2], [103.51, 30.2], [103.51, 30.21]];
    expect(parseBoundary('103.5,30.2;103.51,30.2;103.51,30.21')).toEqual(ring);
    expect(parseBoundary(JSON.stringify({ type: 'Polygon', coordinates: [ring] }))).toEqual(ring);
    expect(parseBoundary(JSON.stringify({ type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [[ring]] } }))).toEqual(ring);
    expect(parseBoundary(JSON.stringify(ring))).toEqual(ring);
    expect(parseBoundary('103.5,30.2;abc')).toBeNull();
    expect(parseBoundary('')).toBeNull();
    expect(parseBoundary('{oops')).toBeNull();
  });

  it('takes the tile server from the options, then VITE_TILE_URL, else none', () => {
    expect(configuredTileUrl('https://a/{z}/{x}/{y}', 'https://b/{z}/{x}/{y}')).toBe('https://a/{z}/{x}/{y}');
    expect(configuredTileUrl(undefined, 'https://b/{z}/{x}/{y}')).toBe('https://b/{z}/{x}/{y}');
    expect(configuredTileUrl('', undefined)).toBeUndefined();
    const o = readOptions({ mode: 'list', filters: { 'county.like': '蒲江' } }, 'target', 'targetName');
    expect(o).toMatchObject({ entity: 'target', mode: 'list', detailPage: 'target_detail', filters: { 'f.county.like': '蒲江' } });
    expect(toPoints([hesha, row(3, { targetName: '无坐标' })], o).missing).toBe(1);
  });
});

describe('MapView', () => {
  it('without a tile server shows the grid and the note; with one draws tiles and no note', () => {
    const pts = toPoints([hesha, mahu], readOptions({}, 'target', 'targetName')).points;
    const { container, unmount } = render(<MapView points={pts} />);
    expect(screen.getByText(NO_TILES_NOTE)).toBeTruthy();
    expect(screen.getByTestId('map-grid')).toBeTruthy();
    expect(container.querySelectorAll('image')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '河沙村二组连片耕地' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '地图' }).getAttribute('viewBox')).toBe(`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`);
    unmount();
    const { container: c2 } = render(<MapView points={pts} tileUrl="https://tiles.example/{z}/{x}/{y}.png" attribution="© 测试" />);
    expect(screen.queryByText(NO_TILES_NOTE)).toBeNull();
    const hrefs = [...c2.querySelectorAll('image')].map((i) => i.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((h) => /^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/.test(h ?? ''))).toBe(true);
  });

  it('zooms with the buttons and draws a boundary polygon', () => {
    const boundary: LonLat[] = [[103.51, 30.19], [103.52, 30.19], [103.52, 30.2]];
    const { container } = render(<MapView points={[{ id: 1, title: 'A', position: [103.515, 30.195], boundary }, { id: 2, title: 'B', position: [103.6, 30.3] }]} />);
    const poly = container.querySelector('polygon');
    expect(poly).toBeTruthy();
    const before = poly!.getAttribute('points');
    fireEvent.click(screen.getByRole('button', { name: /放\s*大/ }));
    expect(container.querySelector('polygon')!.getAttribute('points')).not.toBe(before);
    fireEvent.click(screen.getByRole('button', { name: /适合范围/ }));
    expect(container.querySelector('polygon')!.getAttribute('points')).toBe(before);
  });
});

describe('map widget', () => {
  it('record mode: shows the record, and a click on its point opens the detail page', async () => {
    inRouter(<MapWidget entity={entity} record={hesha} page={page} reload={vi.fn()} widget={{ type: 'map', options: { entity: 'target', mode: 'record' } }} />);
    const point = await screen.findByTestId('map-point-1');
    expect(screen.getByText(NO_TILES_NOTE)).toBeTruthy();
    fireEvent.click(point);
    expect(screen.getByTestId('where').textContent).toBe('/admin/target_info_detail?id=1');
    expect(http.get).not.toHaveBeenCalled();
  });

  it('record mode without coordinates says so and keeps the map', () => {
    inRouter(<MapWidget entity={entity} record={row(5, { targetName: '无坐标地块' })} page={page} reload={vi.fn()} widget={{ type: 'map' }} />);
    expect(screen.getByText('该记录未填写经纬度，地图上无法标出位置。')).toBeTruthy();
    expect(screen.getByRole('img', { name: '地图' })).toBeTruthy();
  });

  it('list mode loads 200 records with the filters and opens the clicked one', async () => {
    const result: ListResult = { list: [hesha, mahu, row(3, { targetName: '无坐标' })], total: 250, page: 1, size: 200 };
    http.get.mockResolvedValue(result);
    inRouter(
      <MapWidget entity={entity} record={hesha} page={page} reload={vi.fn()} widget={{ type: 'map', options: { mode: 'list', filters: { 'landUse.eq': '耕地' } } }} />,
      '/admin/map?f.county.like=蒲江',
    );
    const p2 = await screen.findByTestId('map-point-2');
    expect(http.get).toHaveBeenCalledWith('/api/records/target', { page: 1, size: 200, 'f.landUse.eq': '耕地', 'f.county.like': '蒲江' }, expect.anything());
    expect(screen.getByText('共 250 条记录，地图仅显示前 3 条')).toBeTruthy();
    expect(screen.getByText('1 条记录未填写经纬度，未在地图上显示。')).toBeTruthy();
    fireEvent.click(p2);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/target_info_detail?id=2'));
  });

  it('list mode shows the server refusal with a retry', async () => {
    http.get.mockRejectedValueOnce(new Error('无权访问'));
    inRouter(<MapWidget entity={entity} record={hesha} page={page} reload={vi.fn()} widget={{ type: 'map', options: { mode: 'list' } }} />);
    expect(await screen.findByText('地图数据加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
