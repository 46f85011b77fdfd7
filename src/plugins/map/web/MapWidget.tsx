// The map widget of detail and approval pages:
//   "widgets": [{ "type": "map", "title": "地图位置", "options": { "entity": "target", "mode": "record" } }]
// Options are described in options.ts.
import { useMemo } from 'react';
import type { WidgetProps } from '../../../web/api.ts';
import { MapPanel } from './MapPanel.tsx';
import { readOptions } from './options.ts';

export default function MapWidget({ entity, record, widget }: WidgetProps) {
  const options = useMemo(() => readOptions(widget.options, entity.name, entity['x-titleField']), [widget.options, entity]);
  return <MapPanel title={widget.title ?? (options.mode === 'list' ? `${entity.title}分布图` : '地图位置')} options={options} record={options.mode === 'record' ? record : undefined} />;
}
