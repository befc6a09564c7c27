import type { TaskBody, TaskJob, TaskRecord } from '@mepm/contract';
import {
  EMPTY_CODED_RECORD,
  required,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordField, CodedRecordValues, FieldErrors } from '../../../shared/crud';

export const TASK_FIELDS = 'system.task.fields';

export interface TaskValues extends CodedRecordValues {
  cron: string;
  jobName: string;
  /** The job's parameters as typed, by key. */
  params: Record<string, string>;
}

export type TaskField = CodedRecordField | 'cron' | 'jobName' | 'params';

export const EMPTY_TASK: TaskValues = {
  ...EMPTY_CODED_RECORD,
  cron: '',
  jobName: '',
  params: {},
};

export function toTaskValues(record: TaskRecord | undefined): TaskValues {
  if (!record) return EMPTY_TASK;
  return {
    ...toCodedValues(record),
    cron: record.cron,
    jobName: record.jobName,
    params: Object.fromEntries(
      Object.entries(record.params).map(([key, value]) => [key, String(value)]),
    ),
  };
}

/** The parameters a job starts with: its defaults. */
export function defaultParams(job: TaskJob | undefined): Record<string, string> {
  return Object.fromEntries((job?.params ?? []).map((param) => [param.key, String(param.default)]));
}

const WHOLE = /^-?\d+$/;

/**
 * What the server checks too: code and name, a cron expression of five or six fields (the
 * server's parser decides the rest), a job, and each parameter a whole number in its bounds.
 */
export function validateTask(values: TaskValues, jobs: readonly TaskJob[]): FieldErrors<TaskField> {
  const errors: FieldErrors<TaskField> = validateCodedRecord(values, TASK_FIELDS);
  const fields = values.cron.trim().split(/\s+/).filter(Boolean).length;
  if (!values.cron.trim()) errors.cron = required(`${TASK_FIELDS}.cron`);
  else if (fields < 5 || fields > 6) errors.cron = { key: 'system.task.cronInvalid' };
  const job = jobs.find((candidate) => candidate.name === values.jobName);
  if (!job) errors.jobName = { key: 'crud.form.chooseRequired', field: `${TASK_FIELDS}.jobName` };
  const badParam = job?.params.some((param) => {
    const text = values.params[param.key]?.trim() ?? '';
    if (!WHOLE.test(text)) return true;
    const value = Number(text);
    return value < param.min || value > param.max;
  });
  if (badParam) errors.params = { key: 'system.task.paramInvalid' };
  return errors;
}

export function toTaskBody(values: TaskValues): TaskBody {
  return {
    ...toCodedBody(values),
    cron: values.cron.trim().replace(/\s+/g, ' '),
    jobName: values.jobName,
    params: Object.fromEntries(
      Object.entries(values.params).map(([key, value]) => [key, Number(value.trim())]),
    ),
  };
}
