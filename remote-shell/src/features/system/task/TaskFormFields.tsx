import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TaskJob } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields, useFieldErrorText } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';
import { defaultParams, TASK_FIELDS } from './task-form';
import type { TaskField, TaskValues } from './task-form';

interface Props {
  values: TaskValues;
  errors: FieldErrors<TaskField>;
  onChange: (values: TaskValues) => void;
  jobs: readonly TaskJob[];
}

/** The coded fields, the cron expression, the job picker and the chosen job's parameters. */
export function TaskFormFields({ values, errors, onChange, jobs }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const job = jobs.find((candidate) => candidate.name === values.jobName);
  return (
    <>
      <CodedRecordFields
        fields={TASK_FIELDS}
        values={values}
        errors={errors}
        onChange={(coded) => onChange({ ...values, ...coded })}
      />
      <TextField
        label={t(`${TASK_FIELDS}.cron`)}
        required
        value={values.cron}
        onChange={(event) => onChange({ ...values, cron: event.target.value })}
        error={errors.cron !== undefined}
        helperText={errorText(errors.cron) ?? t('system.task.cronHint')}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <TextField
        select
        label={t(`${TASK_FIELDS}.jobName`)}
        required
        value={job ? values.jobName : ''}
        onChange={(event) => {
          const chosen = jobs.find((candidate) => candidate.name === event.target.value);
          onChange({ ...values, jobName: event.target.value, params: defaultParams(chosen) });
        }}
        error={errors.jobName !== undefined}
        helperText={errorText(errors.jobName)}
      >
        {jobs.map((candidate) => (
          <MenuItem key={candidate.name} value={candidate.name}>
            {candidate.title}
          </MenuItem>
        ))}
      </TextField>
      {job?.params.map((param) => (
        <TextField
          key={param.key}
          label={param.label}
          required
          type="number"
          value={values.params[param.key] ?? ''}
          onChange={(event) =>
            onChange({ ...values, params: { ...values.params, [param.key]: event.target.value } })
          }
          error={errors.params !== undefined}
          helperText={
            errorText(errors.params) ??
            t('system.task.paramRange', { min: param.min, max: param.max })
          }
          slotProps={{ htmlInput: { min: param.min, max: param.max, step: 1 } }}
        />
      ))}
    </>
  );
}
