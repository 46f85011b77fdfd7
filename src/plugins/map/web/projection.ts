// The map's arithmetic, free of React: Web-Mercator projection (the projection of the usual {z}/{x}/{y}
// raster tiles), fitting a view to a set of points, the tiles a view needs, and reading a boundary
// polygon from the text a record stores (GeoJSON or "lon,lat;lon,lat;…").

/** Tile edge in pixels; zoom 0 is the whole world in one tile. */
export const TILE_SIZE = 256;
/** Web-Mercator's latitude limit (the square world). */
export const MAX_LAT = 85.05112878;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 18;

export type LonLat = readonly [lon: number, lat: number];

export interface Point2 {
  x: number;
  y: number;
}

/**
 * World pixel of a position at zoom 0 (0..256 on both axes; x eastwards, y southwards).
 * At zoom z the pixel is this times 2^z.
 */
export function project(lon: number, lat: number): Point2 {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const phi = (clamped * Math.PI) / 180;
  const x = ((lon + 180) / 360) * TILE_SIZE;
  const y = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * TILE_SIZE;
  return { x, y };
}

/** The inverse of project. */
export function unproject(p: Point2): LonLat {
  const lon = (p.x / TILE_SIZE) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * p.y) / TILE_SIZE;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return [lon, lat];
}

/** A view: centre in zoom-0 world pixels, a (fractional) zoom, and the viewport size in pixels. */
export interface View {
  cx: number;
  cy: number;
  zoom: number;
  width: number;
  height: number;
}

export function clampZoom(z: number): number {
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));
}

/** Viewport pixel of a zoom-0 world pixel. */
export function toScreen(view: View, p: Point2): Point2 {
  const k = 2 ** view.zoom;
  return { x: (p.x - view.cx) * k + view.width / 2, y: (p.y - view.cy) * k + view.height / 2 };
}

/** Zoom-0 world pixel under a viewport pixel. */
export function toWorld(view: View, s: Point2): Point2 {
  const k = 2 ** view.zoom;
  return { x: (s.x - view.width / 2) / k + view.cx, y: (s.y - view.height / 2) / k + view.cy };
}

/** Zoom by `delta` levels keeping the world point under viewport pixel `at` where it is. */
export function zoomAround(view: View, delta: number, at: Point2 = { x: view.width / 2, y: view.height / 2 }): View {
  const zoom = clampZoom(view.zoom + delta);
  const anchor = toWorld(view, at);
  const k = 2 ** zoom;
  return { ...view, zoom, cx: anchor.x - (at.x - view.width / 2) / k, cy: anchor.y - (at.y - view.height / 2) / k };
}

/** Move the view by a drag of (dx, dy) viewport pixels. */
export function pan(view: View, dx: number, dy: number): View {
  const k = 2 ** view.zoom;
  return { ...view, cx: view.cx - dx / k, cy: view.cy - dy / k };
}

/** Centre of China, for a map with nothing on it. */
export const DEFAULT_CENTER: LonLat = [104, 35];
export const DEFAULT_ZOOM = 4;
/** A single point (or points on top of each other) is shown at this zoom. */
export const POINT_ZOOM = 15;

/**
 * The view that shows every position with `padding` pixels to spare, at most at `maxZoom`.
 * No positions: all of China.
 */
export function fitView(positions: readonly LonLat[], width: number, height: number, padding = 40, maxZoom = POINT_ZOOM): View {
  if (positions.length === 0) {
    const c = project(DEFAULT_CENTER[0], DEFAULT_CENTER[1]);
    return { cx: c.x, cy: c.y, zoom: DEFAULT_ZOOM, width, height };
  }
  const ps = positions.map(([lon, lat]) => project(lon, lat));
  const xs = ps.map((p) => p.x);
  const ys = ps.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const dx = maxX - minX;
  const dy = maxY - minY;
  const availW = Math.max(1, width - 2 * padding);
  const availH = Math.max(1, height - 2 * padding);
  let zoom = maxZoom;
  if (dx > 0 || dy > 0) {
    const k = Math.min(dx > 0 ? availW / dx : Infinity, dy > 0 ? availH / dy : Infinity);
    zoom = Math.min(maxZoom, Math.log2(k));
  }
  return { cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, zoom: clampZoom(zoom), width, height };
}

export interface Tile {
  z: number;
  x: number;
  y: number;
  /** Viewport position and edge of the tile. */
  left: number;
  top: number;
  size: number;
}

/** The raster tiles covering the view, at the nearest whole zoom (x wraps around the world; y does not). */
export function tilesFor(view: View): Tile[] {
  const z = Math.round(clampZoom(view.zoom));
  const n = 2 ** z;
  const size = TILE_SIZE * 2 ** (view.zoom - z);
  const topLeft = toWorld(view, { x: 0, y: 0 });
  const bottomRight = toWorld(view, { x: view.width, y: view.height });
  const scale = n / TILE_SIZE; // zoom-0 pixel -> tile index at z
  const x0 = Math.floor(topLeft.x * scale);
  const x1 = Math.floor(bottomRight.x * scale);
  const y0 = Math.max(0, Math.floor(topLeft.y * scale));
  const y1 = Math.min(n - 1, Math.floor(bottomRight.y * scale));
  const tiles: Tile[] = [];
  for (let ty = y0; ty <= y1; ty++) {
    for (let tx = x0; tx <= x1; tx++) {
      const s = toScreen(view, { x: tx / scale, y: ty / scale });
      tiles.push({ z, x: ((tx % n) + n) % n, y: ty, left: s.x, top: s.y, size });
    }
  }
  return tiles;
}

/** A tile's URL from a template with {z}, {x}, {y} (and optionally {s}, a subdomain a/b/c). */
export function tileUrl(template: string, t: Pick<Tile, 'z' | 'x' | 'y'>): string {
  const s = 'abc'[(t.x + t.y) % 3] ?? 'a';
  return template.replaceAll('{z}', String(t.z)).replaceAll('{x}', String(t.x)).replaceAll('{y}', String(t.y)).replaceAll('{s}', s);
}

function validLonLat(lon: unknown, lat: unknown): LonLat | null {
  const x = typeof lon === 'number' ? lon : Number(lon);
  const y = typeof lat === 'number' ? lat : Number(lat);
  if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 180 || Math.abs(y) > 90) return null;
  return [x, y];
}

/** A record's position from its longitude/latitude values (strings or numbers); null when missing or invalid. */
export function readPosition(lon: unknown, lat: unknown): LonLat | null {
  if (lon === null || lon === undefined || lon === '' || lat === null || lat === undefined || lat === '') return null;
  return validLonLat(lon, lat);
}

function ring(value: unknown): LonLat[] | null {
  if (!Array.isArray(value)) return null;
  const out: LonLat[] = [];
  for (const p of value) {
    if (!Array.isArray(p) || p.length < 2) return null;
    const ll = validLonLat(p[0], p[1]);
    if (!ll) return null;
    out.push(ll);
  }
  return out.length >= 3 ? out : null;
}

/** Outer ring of a GeoJSON geometry, feature or bare coordinate array. */
function ringOfJson(v: unknown): LonLat[] | null {
  if (Array.isArray(v)) return ring(v) ?? (Array.isArray(v[0]) ? ringOfJson(v[0]) : null);
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (o['type'] === 'Feature') return ringOfJson(o['geometry']);
  if (o['type'] === 'FeatureCollection' && Array.isArray(o['features'])) return ringOfJson(o['features'][0]);
  if (o['type'] === 'Polygon' || o['type'] === 'MultiPolygon') return ringOfJson(o['coordinates']);
  return null;
}

/**
 * A boundary polygon from stored text: GeoJSON (Polygon, MultiPolygon's first polygon, Feature), a JSON
 * array of [lon, lat] pairs, or "lon,lat;lon,lat;…". Null when absent or unreadable (the map then shows
 * the point alone).
 */
export function parseBoundary(text: unknown): LonLat[] | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const t = text.trim();
  if (t.startsWith('[') || t.startsWith('{')) {
    try {
      return ringOfJson(JSON.parse(t));
    } catch {
      return null;
    }
  }
  const pairs = t.split(/[;；\n]+/).map((s) => s.trim()).filter(Boolean);
  const out: LonLat[] = [];
  for (const p of pairs) {
    const [a, b] = p.split(/[,，\s]+/);
    const ll = validLonLat(a, b);
    if (!ll) return null;
    out.push(ll);
  }
  return out.length >= 3 ? out : null;
}
