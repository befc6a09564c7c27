import type {
  FlowAddApproverBody,
  FlowAuditBody,
  FlowBatchBody,
  FlowBeforeListQuery,
  FlowDelegateBody,
  FlowDelegateListQuery,
  FlowLaunchListQuery,
  FlowRejectBody,
  FlowTaskCreateBody,
  FlowTaskUpdateBody,
  FlowTransferBody,
} from '@mepm/contract';
import type { FlowBeforeCategory } from '@mepm/contract/paths';
import {
  FLOW_DELEGATE_ROUTES,
  FLOW_ENGINE_ENDPOINT_ROUTES,
  FLOW_TASK_ROUTES,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { FLOW_DELEGATE_TAG, FLOW_TASK_TAG } from './tags';

const TASKS = [{ type: FLOW_TASK_TAG, id: 'LIST' }] as const;
const DELEGATES = [{ type: FLOW_DELEGATE_TAG, id: 'LIST' }] as const;

/** A refused action changed nothing: only one that went through makes the lists stale. */
const afterTaskWrite = (_result: unknown, error: unknown) =>
  error === undefined ? [...TASKS] : [];
const afterDelegateWrite = (_result: unknown, error: unknown) =>
  error === undefined ? [...DELEGATES, ...TASKS] : [];

/** An action on one work item (or on the caller's own task). */
interface ItemAction<Body> {
  id: string;
  body: Body;
}

/**
 * The workflow task pages' server: the launchable flows and their launch form, the caller's
 * tasks, to-dos, done items and CC, a task's detail and the actions on it, and entrusts.
 */
export const flowTasksApi = api
  .enhanceEndpoints({ addTagTypes: [FLOW_TASK_TAG, FLOW_DELEGATE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      launchableFlows: routeQuery(build, FLOW_ENGINE_ENDPOINT_ROUTES.listAll, {}),
      flowChoices: routeQuery(build, FLOW_ENGINE_ENDPOINT_ROUTES.selector, {
        request: () => ({ query: {} }),
      }),
      launchForm: routeQuery(build, FLOW_ENGINE_ENDPOINT_ROUTES.launchForm, {
        request: (flowId: string) => ({ params: { id: flowId } }),
      }),
      myTasks: routeQuery(build, FLOW_TASK_ROUTES.launchList, {
        request: (query: FlowLaunchListQuery) => ({ query }),
        providesTags: [...TASKS],
      }),
      beforeList: routeQuery(build, FLOW_TASK_ROUTES.beforeList, {
        request: ({
          category,
          query,
        }: {
          category: FlowBeforeCategory;
          query: FlowBeforeListQuery;
        }) => ({
          params: { category },
          query,
        }),
        providesTags: [...TASKS],
      }),
      taskDetail: routeQuery(build, FLOW_TASK_ROUTES.detail, {
        request: (ids: { flowId: string; taskId: string }) => ({ params: ids }),
        providesTags: [...TASKS],
      }),
      createTask: routeMutation(build, FLOW_TASK_ROUTES.create, {
        request: (body: FlowTaskCreateBody) => ({ body }),
        invalidatesTags: afterTaskWrite,
      }),
      updateTask: routeMutation(build, FLOW_TASK_ROUTES.update, {
        request: ({ id, body }: ItemAction<FlowTaskUpdateBody>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      removeTask: routeMutation(build, FLOW_TASK_ROUTES.remove, {
        request: (id: string) => ({ params: { id } }),
        invalidatesTags: afterTaskWrite,
      }),
      auditItem: routeMutation(build, FLOW_TASK_ROUTES.audit, {
        request: ({ id, body }: ItemAction<FlowAuditBody>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      rejectItem: routeMutation(build, FLOW_TASK_ROUTES.reject, {
        request: ({ id, body }: ItemAction<FlowRejectBody>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      recallItem: routeMutation(build, FLOW_TASK_ROUTES.recall, {
        request: ({ id, body }: ItemAction<{ comment?: string }>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      transferItem: routeMutation(build, FLOW_TASK_ROUTES.transfer, {
        request: ({ id, body }: ItemAction<FlowTransferBody>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      withdrawTask: routeMutation(build, FLOW_TASK_ROUTES.withdraw, {
        request: ({ id, body }: ItemAction<{ comment?: string }>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      addApprover: routeMutation(build, FLOW_TASK_ROUTES.addApprover, {
        request: ({ id, body }: ItemAction<FlowAddApproverBody>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      removeApprover: routeMutation(build, FLOW_TASK_ROUTES.removeApprover, {
        request: ({ id, body }: ItemAction<{ comment?: string }>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      urgeTask: routeMutation(build, FLOW_TASK_ROUTES.urge, {
        request: ({ id, body }: ItemAction<{ comment?: string }>) => ({ params: { id }, body }),
        invalidatesTags: afterTaskWrite,
      }),
      // Some items of a batch may have gone through even when others were refused.
      batchItems: routeMutation(build, FLOW_TASK_ROUTES.batch, {
        request: (body: FlowBatchBody) => ({ body }),
        invalidatesTags: [...TASKS],
      }),
      delegates: routeQuery(build, FLOW_DELEGATE_ROUTES.list, {
        request: (query: FlowDelegateListQuery) => ({ query }),
        providesTags: [...DELEGATES],
      }),
      createDelegate: routeMutation(build, FLOW_DELEGATE_ROUTES.create, {
        request: (body: FlowDelegateBody) => ({ body }),
        invalidatesTags: afterDelegateWrite,
      }),
      updateDelegate: routeMutation(build, FLOW_DELEGATE_ROUTES.update, {
        request: ({ id, body }: ItemAction<FlowDelegateBody & { version: number }>) => ({
          params: { id },
          body,
        }),
        invalidatesTags: afterDelegateWrite,
      }),
      removeDelegate: routeMutation(build, FLOW_DELEGATE_ROUTES.remove, {
        request: (id: string) => ({ params: { id } }),
        invalidatesTags: afterDelegateWrite,
      }),
    }),
  });

export const {
  useLaunchableFlowsQuery,
  useFlowChoicesQuery,
  useLaunchFormQuery,
  useMyTasksQuery,
  useBeforeListQuery,
  useTaskDetailQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useRemoveTaskMutation,
  useAuditItemMutation,
  useRejectItemMutation,
  useRecallItemMutation,
  useTransferItemMutation,
  useWithdrawTaskMutation,
  useAddApproverMutation,
  useRemoveApproverMutation,
  useUrgeTaskMutation,
  useBatchItemsMutation,
  useDelegatesQuery,
  useCreateDelegateMutation,
  useUpdateDelegateMutation,
  useRemoveDelegateMutation,
} = flowTasksApi;
