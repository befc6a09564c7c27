import type { TaskListQuery, TaskRunQuery } from '@mepm/contract';
import { TASK_ENDPOINT_ROUTES, TASK_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { stateEndpoint } from '../../../kernel/endpoints/state-endpoint';

export type TaskListArgs = Omit<TaskListQuery, 'n'>;
export type TaskRunArgs = { id: string } & Omit<TaskRunQuery, 'n'>;

const runsTag = (id: string) => ({ type: 'TaskRun', id }) as const;

/** Scheduled tasks, the job picker, run now and each task's run history. */
export const taskApi = api
  .enhanceEndpoints({ addTagTypes: ['ScheduleTask', 'TaskRun'] })
  .injectEndpoints({
    endpoints: (build) => {
      const task = crudEndpoints(build, TASK_RESOURCE_ROUTES, 'ScheduleTask');
      return {
        taskList: task.list,
        task: task.read,
        createTask: task.create,
        updateTask: task.update,
        deleteTask: task.remove,
        setTaskState: stateEndpoint(build, TASK_RESOURCE_ROUTES.routes.state, 'ScheduleTask'),
        taskJobs: routeQuery(build, TASK_ENDPOINT_ROUTES.jobs, {}),
        runTask: routeMutation(build, TASK_ENDPOINT_ROUTES.run, {
          request: (id: string) => ({ params: { id } }),
          invalidatesTags: (_result, _error, id) => [runsTag(id), { type: 'ScheduleTask', id }],
        }),
        taskRuns: routeQuery(build, TASK_ENDPOINT_ROUTES.runs, {
          request: ({ id, ...query }: TaskRunArgs) => ({ params: { id }, query }),
          providesTags: (_result, _error, { id }) => [runsTag(id)],
        }),
        purgeTaskRuns: routeMutation(build, TASK_ENDPOINT_ROUTES.purgeRuns, {
          request: (id: string) => ({ params: { id } }),
          invalidatesTags: (_result, _error, id) => [runsTag(id)],
        }),
      };
    },
  });

export const {
  useTaskListQuery,
  useTaskQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useSetTaskStateMutation,
  useTaskJobsQuery,
  useRunTaskMutation,
  useTaskRunsQuery,
  usePurgeTaskRunsMutation,
} = taskApi;
