// The map itself: an SVG in a fixed viewBox (it scales with its container) with, bottom to top, raster
// tiles from a {z}/{x}/{y} template (or a plain grid and a note when no tile server is configured),
// boundary polygons, points and their labels. Wheel or the buttons zoom, dragging pans, 适合范围 fits
// every point again; clicking a point (or pressing Enter on it) opens its record.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fitView, pan, project, tilesFor, tileUrl, toScreen, zoomAround, type LonLat, type View } from './projection.ts';

export interface MapPoint {
  id: number;
  title: string;
  position: LonLat;
  boundary?: LonLat[] | null;
}

export interface MapViewProps {
  points: readonly MapPoint[];
  /** {z}/{x}/{y} template; absent = no tiles, a grid and a note. */
  tileUrl?: string | undefined;
  /** Credit line the tile server asks for. */
  attribution?: string | undefined;
  onOpen?: ((point: MapPoint) => void) | undefined;
  /** The point drawn highlighted (record mode). */
  activeId?: number | undefined;
}

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 480;
export const NO_TILES_NOTE = '未配置地图瓦片服务，仅显示位置示意';
/** A press that moved less than this many pixels is a click, not a drag. */
const CLICK_SLOP = 4;

function allPositions(points: readonly MapPoint[]): LonLat[] {
  return points.flatMap((p) => [p.position, ...(p.boundary ?? [])]);
}

export function MapView({ points, tileUrl: template, attribution, onOpen, activeId }: MapViewProps) {
  const fitted = useMemo(() => fitView(allPositions(points), MAP_WIDTH, MAP_HEIGHT), [points]);
  const [view, setView] = useState<View>(fitted);
  useEffect(() => setView(fitted), [fitted]);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);
  const gridId = `map-grid-${useId().replace(/:/g, '')}`;

  /** Viewport (viewBox) pixel of a client position: the SVG may be drawn larger or smaller than its viewBox. */
  const local = (clientX: number, clientY: number) => {
    const r = svgRef.current?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return { x: clientX, y: clientY, k: 1 };
    const k = MAP_WIDTH / r.width;
    return { x: (clientX - r.left) * k, y: (clientY - r.top) * k, k };
  };

  // Wheel zoom needs a non-passive listener, or the page scrolls along.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = svg.getBoundingClientRect();
      const k = r.width > 0 ? MAP_WIDTH / r.width : 1;
      const at = r.width > 0 ? { x: (e.clientX - r.left) * k, y: (e.clientY - r.top) * k } : undefined;
      setView((v) => zoomAround(v, e.deltaY < 0 ? 0.5 : -0.5, at));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, moved: 0 };
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    d.moved += Math.abs(dx) + Math.abs(dy);
    d.x = e.clientX;
    d.y = e.clientY;
    if (d.moved < CLICK_SLOP) return;
    if (!svgRef.current?.hasPointerCapture?.(e.pointerId)) svgRef.current?.setPointerCapture?.(e.pointerId);
    const { k } = local(e.clientX, e.clientY);
    setView((v) => pan(v, dx * k, dy * k));
  };
  const endDrag = (e: PointerEvent<SVGSVGElement>) => {
    if (svgRef.current?.hasPointerCapture?.(e.pointerId)) svgRef.current.releasePointerCapture(e.pointerId);
    // Keep the record of a real drag until the click that follows it has been ignored.
    const d = drag.current;
    if (d && d.moved < CLICK_SLOP) drag.current = null;
    else setTimeout(() => (drag.current = null), 0);
  };
  const open = (p: MapPoint) => {
    if (drag.current && drag.current.moved >= CLICK_SLOP) return;
    onOpen?.(p);
  };
  const onKey = (e: KeyboardEvent<SVGGElement>, p: MapPoint) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen?.(p);
    }
  };

  const tiles = template ? tilesFor(view) : [];
  const screen = (ll: LonLat) => toScreen(view, project(ll[0], ll[1]));

  return (
    <div>
      {template ? null : <Alert type="info" showIcon style={{ marginBottom: 8 }} title={NO_TILES_NOTE} />}
      <Space style={{ marginBottom: 8 }} wrap>
        <Button onClick={() => setView((v) => zoomAround(v, 1))}>放大</Button>
        <Button onClick={() => setView((v) => zoomAround(v, -1))}>缩小</Button>
        <Button onClick={() => setView(fitted)}>适合范围</Button>
        <Typography.Text type="secondary">滚轮缩放，拖动平移，点击标记查看详情</Typography.Text>
      </Space>
      <svg
        ref={svgRef}
        role="img"
        aria-label="地图"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        width="100%"
        style={{ display: 'block', maxWidth: '100%', border: '1px solid #d9d9d9', borderRadius: 6, background: '#f4f6f8', touchAction: 'none', cursor: 'grab', userSelect: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <defs>
          <clipPath id={`${gridId}-clip`}>
            <rect width={MAP_WIDTH} height={MAP_HEIGHT} />
          </clipPath>
          <pattern id={gridId} width={40} height={40} patternUnits="userSpaceOnUse">
            <path d="M 40 0 L 0 0 0 40" fill="none" stroke="#dde3ea" strokeWidth={1} />
          </pattern>
        </defs>
        <g clipPath={`url(#${gridId}-clip)`}>
          {template ? (
            <g data-testid="map-tiles">
              {tiles.map((t) => (
                <image
                  key={`${t.z}/${t.x}/${t.y}/${t.left.toFixed(0)}`}
                  href={tileUrl(template, t)}
                  x={t.left}
                  y={t.top}
                  width={t.size + 0.5}
                  height={t.size + 0.5}
                  preserveAspectRatio="none"
                />
              ))}
            </g>
          ) : (
            <rect data-testid="map-grid" width={MAP_WIDTH} height={MAP_HEIGHT} fill={`url(#${gridId})`} />
          )}
          {points.map((p) =>
            p.boundary ? (
              <polygon
                key={`b-${p.id}`}
                points={p.boundary.map((ll) => { const s = screen(ll); return `${s.x.toFixed(1)},${s.y.toFixed(1)}`; }).join(' ')}
                fill="rgba(22,119,255,0.15)"
                stroke="#1677ff"
                strokeWidth={2}
              />
            ) : null,
          )}
          {points.map((p) => {
            const s = screen(p.position);
            const active = p.id === activeId;
            return (
              <g
                key={p.id}
                data-testid={`map-point-${p.id}`}
                role="button"
                tabIndex={0}
                aria-label={p.title}
                transform={`translate(${s.x.toFixed(1)},${s.y.toFixed(1)})`}
                style={{ cursor: 'pointer' }}
                onClick={() => open(p)}
                onKeyDown={(e) => onKey(e, p)}
              >
                <title>{p.title}</title>
                <circle r={active ? 8 : 6} fill={active ? '#f5222d' : '#1677ff'} stroke="#fff" strokeWidth={2} />
                <text x={10} y={4} fontSize={13} fill="#1f1f1f" stroke="#fff" strokeWidth={3} paintOrder="stroke">
                  {p.title}
                </text>
              </g>
            );
          })}
        </g>
        {template && attribution ? (
          <text x={MAP_WIDTH - 6} y={MAP_HEIGHT - 6} textAnchor="end" fontSize={11} fill="#595959">
            {attribution}
          </text>
        ) : null}
      </svg>
    </div>
  );
}
