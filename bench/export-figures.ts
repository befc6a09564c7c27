/**
 * The figures an export is held to (4 s, 200 MB, 100 ms for 100,000 records): the time to its
 * last byte, the peak resident memory above the start, and the longest stall of the event loop
 * while it ran.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ExportFigures {
  rows: number;
  seconds: number;
  /** CPU time of this process (its threads too: zlib's deflate) over the export. */
  cpuSeconds: number;
  peakExtraMb: number;
  longestStallMs: number;
  fileMb: number;
}

/** Runs `write` (which answers the file's size in bytes) and measures it. */
export async function measureExport(
  rows: number,
  write: () => Promise<number>,
): Promise<ExportFigures> {
  global.gc?.();
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  try {
    const bytes = await write();
    const cpu = process.cpuUsage(cpu0);
    return {
      rows,
      seconds: (performance.now() - t0) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      peakExtraMb: (peak - startRss) / 1024 / 1024,
      longestStallMs: delay.max / 1e6,
      fileMb: bytes / 1024 / 1024,
    };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

/** One export's figures as `npm run bench` prints them. */
export function printExport(
  row: (name: string, value: string) => void,
  name: string,
  figures: ExportFigures,
): void {
  row(
    `${name} ${figures.rows.toLocaleString('en')} × 10`,
    `${figures.seconds.toFixed(2)} s (CPU ${figures.cpuSeconds.toFixed(2)} s), +${figures.peakExtraMb.toFixed(0)} MB peak RSS, ` +
      `longest stall ${figures.longestStallMs.toFixed(0)} ms, file ${figures.fileMb.toFixed(1)} MB`,
  );
}
