/**
 * The most memory a piece of work keeps alive, for tests that a copy or an export streams rather
 * than holding everything at once. Sampling `heapUsed` alone counts garbage the collector has not
 * reached yet, which on a loaded machine is tens of MB that belong to nothing; collecting before
 * each sample measures what is really held.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
// Exposing the collector after start-up makes it reachable from a new context only.
const collect = runInNewContext('gc') as () => void;

const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

/** Runs `work`, sampling the live heap every `everyMs`; answers the result and the growth in MB. */
export const measureLiveHeap = async <T>(
  work: () => Promise<T>,
  everyMs = 200,
): Promise<{ result: T; grownMb: number }> => {
  const baseline = liveHeap();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, liveHeap());
  }, everyMs);
  try {
    const result = await work();
    return { result, grownMb: (peak - baseline) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
};
