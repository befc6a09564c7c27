import { useEffect, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import type { GeoJsonFeatureCollection } from '@mepm/contract';
import { MapChart as MapSeries } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { init, registerMap, use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the map series with its tooltip: this chunk loads when a preview opens.
registerChartParts([MapSeries, GeoComponent, TooltipComponent, CanvasRenderer]);

export interface MapChartProps {
  /** The name the map is registered under (its code). */
  name: string;
  geoJson: GeoJsonFeatureCollection;
  label: string;
}

/** A map's outlines drawn by ECharts, each area named on hover. */
export default function MapChart({ name, geoJson, label }: MapChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useTheme().palette.mode === 'dark';
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // ECharts' own GeoJSON type is looser than ours; the server checked the shape.
    registerMap(name, geoJson as unknown as Parameters<typeof registerMap>[1]);
    const chart = init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.setOption({
      backgroundColor: 'transparent',
      tooltip: { trigger: 'item', formatter: '{b}' },
      series: [{ type: 'map', map: name, roam: true, emphasis: { label: { show: true } } }],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [name, geoJson, dark]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: 420 }} />;
}
