import type { TaskBody } from '@mepm/contract';
import { codedValues } from '../../../kernel/data/coded-record';
import { jobParams } from '../../../kernel/jobs/job-registry';
import type { JobRegistry } from '../../../kernel/jobs/job-registry';
import { badRequest } from '../../../plugins/envelope/api-error';
import { checkedCron } from './cron';

/**
 * The checked columns of a task body: the code rule, a cron expression the parser reads, a job
 * some module offers and its parameters within their bounds (defaults filled in).
 */
export function taskValues(body: TaskBody, jobs: JobRegistry, language: 'zh' | 'zhtw' | 'en') {
  const coded = codedValues(body);
  const cron = checkedCron(body.cron);
  const job = jobs.get(body.jobName.trim());
  if (job === undefined) throw badRequest('jobUnknown', { field: 'jobName' });
  const checked = jobParams(job, body.params ?? {});
  if ('invalid' in checked) {
    const param = job.params.find((p) => p.key === checked.invalid);
    if (param === undefined) {
      throw badRequest('jobParamUnknown', { field: 'params', param: checked.invalid });
    }
    throw badRequest('jobParamInvalid', {
      field: 'params',
      param: param.label[language],
      min: param.min,
      max: param.max,
    });
  }
  return { ...coded, cron, jobName: job.name, params: checked.params };
}
