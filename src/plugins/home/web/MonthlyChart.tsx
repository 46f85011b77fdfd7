// Bar chart of new listings per month of the chosen year. A separate lazy chunk: echarts/core with only
// the bar chart, grid, tooltip and canvas renderer registered.
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useSettings } from '../../../web/api.ts';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface MonthlyChartProps {
  /** Twelve counts, January first. */
  counts: number[];
  label: string;
}

export default function MonthlyChart({ counts, label }: MonthlyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useSettings((s) => s.theme);

  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    chart.setOption({
      color: [theme],
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 24, bottom: 28 },
      xAxis: { type: 'category', data: counts.map((_, i) => `${i + 1}月`) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: label, type: 'bar', data: counts, barMaxWidth: 28 }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [counts, label, theme]);

  return <div ref={box} className="monthly-chart" role="img" aria-label={`${label}按月统计`} />;
}
