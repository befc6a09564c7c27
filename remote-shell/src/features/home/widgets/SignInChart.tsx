import { useEffect, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import type { SignInDay } from '@mepm/contract';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what a line chart with axes and a tooltip needs, so the chunk stays small.
registerChartParts([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface SignInChartProps {
  days: readonly SignInDay[];
  /** What the chart shows, in words, for screen readers. */
  label: string;
  seriesName: string;
}

/**
 * The sign-in line chart. It is made again when light and dark switch (ECharts takes its theme
 * at creation only), follows its box's size, and is disposed with the component.
 */
export default function SignInChart({ days, label, seriesName }: SignInChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const primary = theme.palette.primary.main;
  const text = theme.palette.text.secondary;

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const created = init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = created;
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current = null;
      created.dispose();
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption(
      {
        backgroundColor: 'transparent',
        color: [primary],
        grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis' },
        xAxis: {
          type: 'category',
          boundaryGap: false,
          // Month and day: the year is the same for nearly every point and crowds the axis.
          data: days.map((day) => day.date.slice(5)),
          axisLabel: { color: text },
        },
        yAxis: { type: 'value', minInterval: 1, axisLabel: { color: text } },
        series: [
          {
            name: seriesName,
            type: 'line',
            smooth: false,
            areaStyle: { opacity: 0.15 },
            data: days.map((day) => day.count),
          },
        ],
      },
      { notMerge: true },
    );
  }, [days, seriesName, primary, text, dark]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: '100%' }} />;
}
