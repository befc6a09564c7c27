import type { TaskBody, TaskRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import {
  useCreateTaskMutation,
  useTaskJobsQuery,
  useTaskQuery,
  useUpdateTaskMutation,
} from './api';
import { toTaskBody, toTaskValues, validateTask } from './task-form';
import type { TaskField, TaskValues } from './task-form';
import { TaskFormFields } from './TaskFormFields';

/** Adds or edits a scheduled task; the job picker lists the server's built-in jobs. */
export function TaskFormDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const [create] = useCreateTaskMutation();
  const [update] = useUpdateTaskMutation();
  const jobs = useTaskJobsQuery(undefined).data?.list ?? [];
  return (
    <RecordFormDialog<TaskRecord, TaskValues, TaskBody, TaskField>
      target={target}
      onClose={onClose}
      titles="system.task.titles"
      record={useTaskQuery(editIdOf(target) ?? skipToken)}
      initialValues={toTaskValues}
      validate={(values) => validateTask(values, jobs)}
      toBody={toTaskBody}
      create={create}
      update={update}
      renderFields={(form) => <TaskFormFields {...form} jobs={jobs} />}
    />
  );
}
