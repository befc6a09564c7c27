import { useEffect, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import { GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only gauges and a line chart with axes, legend and tooltip, so the chunk stays small.
registerChartParts([
  GaugeChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface Gauge {
  name: string;
  /** 0-100, or null when unknown. */
  percent: number | null;
}

export interface UsagePoint {
  time: string;
  cpu: number;
  memory: number;
}

export interface MonitorChartsProps {
  gauges: readonly Gauge[];
  history: readonly UsagePoint[];
  historyLabel: string;
  cpuName: string;
  memoryName: string;
}

/** An ECharts instance on a box, made again when light and dark switch, disposed with it. */
function useChart(dark: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
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
  return { box, chart };
}

/** The usage gauges and the line of recent CPU and memory usage. */
export default function MonitorCharts(props: MonitorChartsProps) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const text = theme.palette.text.secondary;
  const gauges = useChart(dark);
  const lines = useChart(dark);
  const { gauges: values, history } = props;

  useEffect(() => {
    const count = values.length;
    gauges.chart.current?.setOption(
      {
        backgroundColor: 'transparent',
        series: values.map((gauge, index) => ({
          type: 'gauge',
          center: [`${((index + 0.5) / count) * 100}%`, '58%'],
          radius: `${Math.min(80, 160 / count)}%`,
          min: 0,
          max: 100,
          progress: { show: true, width: 10 },
          axisLine: { lineStyle: { width: 10 } },
          axisLabel: { show: false },
          splitLine: { show: false },
          axisTick: { show: false },
          pointer: { show: false },
          title: { offsetCenter: [0, '80%'], color: text, fontSize: 12 },
          detail: {
            valueAnimation: true,
            offsetCenter: [0, '0%'],
            formatter: '{value}%',
            fontSize: 16,
          },
          data: [{ name: gauge.name, value: gauge.percent ?? 0 }],
        })),
      },
      { notMerge: true },
    );
  }, [values, text, dark, gauges.chart]);

  useEffect(() => {
    lines.chart.current?.setOption(
      {
        backgroundColor: 'transparent',
        grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
        legend: { textStyle: { color: text } },
        tooltip: { trigger: 'axis' },
        xAxis: {
          type: 'category',
          data: history.map((point) => point.time),
          axisLabel: { color: text },
        },
        yAxis: { type: 'value', min: 0, max: 100, axisLabel: { color: text } },
        series: [
          {
            name: props.cpuName,
            type: 'line',
            showSymbol: false,
            data: history.map((point) => point.cpu),
          },
          {
            name: props.memoryName,
            type: 'line',
            showSymbol: false,
            data: history.map((point) => point.memory),
          },
        ],
      },
      { notMerge: true },
    );
  }, [history, text, dark, lines.chart, props.cpuName, props.memoryName]);

  return (
    <>
      <div
        ref={gauges.box}
        role="img"
        aria-label={values.map((gauge) => `${gauge.name} ${gauge.percent ?? '-'}%`).join(', ')}
        style={{ width: '100%', height: 200 }}
      />
      <div
        ref={lines.box}
        role="img"
        aria-label={props.historyLabel}
        style={{ width: '100%', height: 220 }}
      />
    </>
  );
}
