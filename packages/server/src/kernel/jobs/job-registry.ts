import type { JobDefinition } from './job';

/** The built-in jobs of every module, by name. */
export type JobRegistry = ReadonlyMap<string, JobDefinition>;

/**
 * Gathers the modules' jobs. Two jobs by one name, or a parameter whose default lies outside its
 * bounds, stop the server at start.
 */
export function composeJobs(jobs: readonly JobDefinition[]): JobRegistry {
  const registry = new Map<string, JobDefinition>();
  for (const job of jobs) {
    if (registry.has(job.name)) throw new Error(`job ${job.name} is offered twice`);
    for (const param of job.params) {
      if (param.default < param.min || param.default > param.max) {
        throw new Error(`job ${job.name}: the default of ${param.key} is outside its bounds`);
      }
    }
    registry.set(job.name, job);
  }
  return registry;
}

/**
 * A task's parameters for its job: every declared key, the default where absent. Answers the
 * key of the first value that is not a whole number within bounds, or a key the job does not
 * declare.
 */
export function jobParams(
  job: JobDefinition,
  given: Readonly<Record<string, unknown>>,
): { params: Record<string, number> } | { invalid: string } {
  for (const key of Object.keys(given)) {
    if (!job.params.some((param) => param.key === key)) return { invalid: key };
  }
  const params: Record<string, number> = {};
  for (const param of job.params) {
    const value = given[param.key] ?? param.default;
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < param.min ||
      value > param.max
    ) {
      return { invalid: param.key };
    }
    params[param.key] = value;
  }
  return { params };
}
