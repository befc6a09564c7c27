import type {
  FlowMonitorAssignBody,
  FlowMonitorCancelBody,
  FlowMonitorJumpBody,
  FlowMonitorQuery,
} from '@mepm/contract';
import { FLOW_MONITOR_ROUTES } from '@mepm/contract/paths';
import { routeMutation, routeQuery } from '../../../../kernel/endpoints/route-endpoints';
import { flowTasksApi } from '../api';
import { FLOW_TASK_TAG } from '../tags';

const TASKS = [{ type: FLOW_TASK_TAG, id: 'LIST' }] as const;

/** A refused action changed nothing: only one that went through makes the lists stale. */
const afterWrite = (_result: unknown, error: unknown) => (error === undefined ? [...TASKS] : []);

interface TaskAction<Body> {
  id: string;
  body: Body;
}

/** The flow monitor's server: every task, a task's open items, and the monitor's actions. */
export const flowMonitorApi = flowTasksApi.injectEndpoints({
  endpoints: (build) => ({
    monitorTasks: routeQuery(build, FLOW_MONITOR_ROUTES.list, {
      request: (query: FlowMonitorQuery) => ({ query }),
      providesTags: [...TASKS],
    }),
    monitorItems: routeQuery(build, FLOW_MONITOR_ROUTES.items, {
      request: (id: string) => ({ params: { id } }),
      providesTags: [...TASKS],
    }),
    removeDrafts: routeMutation(build, FLOW_MONITOR_ROUTES.remove, {
      request: (ids: string[]) => ({ body: { ids } }),
      invalidatesTags: afterWrite,
    }),
    cancelTask: routeMutation(build, FLOW_MONITOR_ROUTES.cancel, {
      request: ({ id, body }: TaskAction<FlowMonitorCancelBody>) => ({ params: { id }, body }),
      invalidatesTags: afterWrite,
    }),
    assignItem: routeMutation(build, FLOW_MONITOR_ROUTES.assign, {
      request: ({ id, body }: TaskAction<FlowMonitorAssignBody>) => ({ params: { id }, body }),
      invalidatesTags: afterWrite,
    }),
    jumpTask: routeMutation(build, FLOW_MONITOR_ROUTES.jump, {
      request: ({ id, body }: TaskAction<FlowMonitorJumpBody>) => ({ params: { id }, body }),
      invalidatesTags: afterWrite,
    }),
  }),
});

export const {
  useMonitorTasksQuery,
  useMonitorItemsQuery,
  useRemoveDraftsMutation,
  useCancelTaskMutation,
  useAssignItemMutation,
  useJumpTaskMutation,
} = flowMonitorApi;
