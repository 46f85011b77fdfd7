// One chart of a stats page. A separate lazy chunk: echarts/core with only the bar, line and pie charts
// a stats schema can name, their grid/tooltip/legend, and the canvas renderer.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { StatsGroup } from '../../../shared/api.ts';
import type { EntitySchema, StatsChart as ChartSpec, StatsMetric } from '../../../shared/schema/types.ts';
import { useSettings } from '../../stores/settings.ts';
import { chartNumber, metricText, metricTitle } from './format.ts';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface StatsChartProps {
  chart: ChartSpec;
  /** The metric the chart names (its title, unit and display hint). */
  metric: StatsMetric;
  entity: EntitySchema;
  groups: StatsGroup[];
}

function option({ chart, metric, entity, groups }: StatsChartProps, theme: string): echarts.EChartsCoreOption {
  const seriesName = metricTitle(metric);
  // The tooltip shows the exact figure; the axis and bar heights are only approximate.
  const valueText = (g: StatsGroup) => metricText(metric, entity, g.values[metric.key]);
  const data = groups.map((g) => chartNumber(g.values[metric.key]));
  const tooltip = {
    trigger: chart.type === 'pie' ? 'item' : 'axis',
    formatter: (p: unknown) => {
      const one = (Array.isArray(p) ? p[0] : p) as { dataIndex?: number } | undefined;
      const g = one?.dataIndex === undefined ? undefined : groups[one.dataIndex];
      return g ? `${g.label}<br/>${seriesName}：${valueText(g)}` : '';
    },
  };
  if (chart.type === 'pie') {
    return {
      tooltip,
      legend: { bottom: 0, type: 'scroll' },
      series: [{ name: seriesName, type: 'pie', radius: ['35%', '65%'], data: groups.map((g, i) => ({ name: g.label, value: data[i] })) }],
    };
  }
  return {
    color: [theme],
    tooltip,
    grid: { left: 56, right: 16, top: 24, bottom: 28, containLabel: true },
    xAxis: { type: 'category', data: groups.map((g) => g.label) },
    // Counts are whole numbers: no 2.5 on the axis. No smoothing: a curve would dip below zero between months.
    yAxis: { type: 'value', minInterval: metric.agg === 'count' ? 1 : undefined },
    series: [{ name: seriesName, type: chart.type, data, barMaxWidth: 32 }],
  };
}

export default function StatsChart({ chart: spec, metric, entity, groups }: StatsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useSettings((s) => s.theme);

  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    chart.setOption(option({ chart: spec, metric, entity, groups }, theme));
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [spec, metric, entity, groups, theme]);

  return <div ref={box} style={{ height: 300, width: '100%' }} role="img" aria-label={spec.title} />;
}
