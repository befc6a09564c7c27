import { cpus } from 'node:os';

interface CpuTimes {
  busy: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** How long a first reading samples when there is no earlier one to compare with. */
const FIRST_SAMPLE_MS = 200;

/**
 * The busy share of every core (0-100) since the previous call, or over a short sample on the
 * first call (or when the previous one is too close to tell).
 */
export function cpuUsageMeter(): () => Promise<number> {
  let previous: CpuTimes | undefined;
  return async () => {
    let before = previous;
    let now = cpuTimes();
    if (before === undefined || now.total - before.total < 10) {
      before = now;
      await new Promise((resolve) => setTimeout(resolve, FIRST_SAMPLE_MS));
      now = cpuTimes();
    }
    previous = now;
    const total = now.total - before.total;
    const usage = total <= 0 ? 0 : ((now.busy - before.busy) / total) * 100;
    return Math.min(100, Math.max(0, Math.round(usage * 10) / 10));
  };
}
