import type { FastifyBaseLogger } from 'fastify';
import type { ActionDeps } from '../engine/engine-deps';
import { fireDueJobs, newJobOwner } from './flow-jobs';

export interface FlowJobRunner {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Every `pollMs`, fires the due timers and time limits this process can claim (several processes
 * share the work; each job fires once). One round at a time; stop waits for the current one.
 */
export function flowJobRunner(
  deps: ActionDeps,
  timing: { pollMs: number; leaseMs: number },
  log: FastifyBaseLogger,
): FlowJobRunner {
  const { pollMs, leaseMs } = timing;
  const owner = newJobOwner();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const tick = () => {
    round = fireDueJobs(
      deps,
      owner,
      (error, jobId) => log.error({ err: error, jobId }, 'workflow job failed'),
      leaseMs,
    ).catch((error: unknown) => log.error({ err: error }, 'workflow jobs could not be claimed'));
  };
  return {
    start() {
      if (pollMs > 0 && timer === undefined) {
        timer = setInterval(() => {
          void round.then(tick);
        }, pollMs);
        timer.unref();
      }
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await round;
    },
  };
}
