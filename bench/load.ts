/**
 * A bounded closed-loop load: `concurrency` workers call `task` until `durationMs` has passed, or
 * until `more` says there is no work left (a bench that uses up what it prepared).
 */
export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function runLoad(
  task: () => Promise<void>,
  options: { concurrency: number; durationMs: number; more?: () => boolean },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline && (options.more?.() ?? true)) {
      const t0 = performance.now();
      await task();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}
