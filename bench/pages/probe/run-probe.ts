import type { BenchArgs, ProbeResult } from './types';
import { waitUntilReady } from './wait-until-ready';

/** Loads what the page needs before mount() and returns that mount(). */
export type Prepare = (
  args: BenchArgs,
) => Promise<(container: HTMLElement) => Promise<void> | void>;

function scriptsEndedBy(time: number): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry instanceof PerformanceResourceTiming)
    .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= time)
    .map((entry) => entry.name);
}

async function measure(prepare: Prepare): Promise<ProbeResult> {
  const args = window.benchArgs;
  if (!args) throw new Error('window.benchArgs is missing: open this page through the bench');
  const container = document.getElementById('bench-root');
  if (!container) throw new Error('the page has no #bench-root');
  const mount = await prepare(args);
  const preparedAt = performance.now();
  const ready = waitUntilReady(container, args.ready);
  const mountStart = performance.now();
  // Started before awaiting mount(): a page may become interactive before its mount() resolves.
  const [interactiveAt] = await Promise.all([ready, mount(container)]);
  return {
    preparedAt,
    mountStart,
    interactiveAt,
    scriptsBeforeInteractive: scriptsEndedBy(interactiveAt),
  };
}

/** Runs one measurement once the page's deferred scripts have run, and reports it to the bench. */
export function runProbe(prepare: Prepare): void {
  const start = () => {
    measure(prepare).then(
      (result) => window.benchSettle?.resolve(result),
      (error: unknown) =>
        window.benchSettle?.reject(error instanceof Error ? error.message : String(error)),
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
