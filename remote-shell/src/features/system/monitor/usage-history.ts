import { useEffect, useState } from 'react';
import type { MonitorReading } from '@mepm/contract';
import type { UsagePoint } from './MonitorCharts';

/** Points kept for the line: a few minutes at the refresh rate. */
export const HISTORY_POINTS = 36;

export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** The recent readings' CPU and memory usage, oldest first, one point per reading. */
export function useUsageHistory(reading: MonitorReading | undefined): UsagePoint[] {
  const [points, setPoints] = useState<UsagePoint[]>([]);
  useEffect(() => {
    if (!reading) return;
    const time = new Date(reading.time).toLocaleTimeString();
    const point = {
      time,
      cpu: reading.cpu.usage,
      memory: percent(reading.memory.used, reading.memory.total),
    };
    setPoints((previous) => [...previous, point].slice(-HISTORY_POINTS));
  }, [reading]);
  return points;
}
