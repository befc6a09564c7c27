import type { FlowEngineExport, FlowEngineListQuery } from '@mepm/contract';
import {
  FLOW_ENGINE_ENDPOINT_ROUTES,
  FLOW_ENGINE_RESOURCE_ROUTES,
  WEB_DESIGN_ENDPOINT_ROUTES,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { itemTags } from '../../../kernel/list-tags';

/** What the definitions list asks for; the base query adds the `n` timestamp itself. */
export type FlowEngineListArgs = Omit<FlowEngineListQuery, 'n'>;

/** Flow definitions: the page's records, release and stop, copies, files and the form's fields. */
export const flowEngineApi = api.enhanceEndpoints({ addTagTypes: ['FlowEngine'] }).injectEndpoints({
  endpoints: (build) => {
    const flow = crudEndpoints(build, FLOW_ENGINE_RESOURCE_ROUTES, 'FlowEngine');
    const byId = (id: string) => ({ params: { id } });
    const changesRow = (_result: unknown, _error: unknown, id: string) =>
      itemTags('FlowEngine', id);
    return {
      flowEngineList: flow.list,
      flowEngine: flow.read,
      createFlowEngine: flow.create,
      updateFlowEngine: flow.update,
      deleteFlowEngine: flow.remove,
      releaseFlowEngine: routeMutation(build, FLOW_ENGINE_ENDPOINT_ROUTES.release, {
        request: byId,
        invalidatesTags: changesRow,
      }),
      stopFlowEngine: routeMutation(build, FLOW_ENGINE_ENDPOINT_ROUTES.stop, {
        request: byId,
        invalidatesTags: changesRow,
      }),
      copyFlowEngine: routeMutation(build, FLOW_ENGINE_ENDPOINT_ROUTES.copy, {
        request: byId,
        invalidatesTags: [{ type: 'FlowEngine', id: 'LIST' }],
      }),
      importFlowEngine: routeMutation(build, FLOW_ENGINE_ENDPOINT_ROUTES.importData, {
        request: (body: FlowEngineExport) => ({ body }),
        invalidatesTags: [{ type: 'FlowEngine', id: 'LIST' }],
      }),
      // A read, but one the export button starts: a query fetched on demand.
      flowEngineExport: routeQuery(build, FLOW_ENGINE_ENDPOINT_ROUTES.exportData, {
        request: byId,
      }),
      flowFormFields: routeQuery(build, FLOW_ENGINE_ENDPOINT_ROUTES.formDataFields, {
        request: byId,
        providesTags: (_result, _error, id) => [{ type: 'FlowEngine', id }],
      }),
      /** Released flows, by category: what a sub-flow node may launch. */
      releasedFlows: routeQuery(build, FLOW_ENGINE_ENDPOINT_ROUTES.selector, {
        request: () => ({ query: {} }),
      }),
      /** Released flow forms (function designs of type 3), by category, to choose a form. */
      flowForms: routeQuery(build, WEB_DESIGN_ENDPOINT_ROUTES.selector, {
        request: () => ({ query: { type: 3 } }),
      }),
    };
  },
});

export const {
  useFlowEngineListQuery,
  useFlowEngineQuery,
  useCreateFlowEngineMutation,
  useUpdateFlowEngineMutation,
  useDeleteFlowEngineMutation,
  useReleaseFlowEngineMutation,
  useStopFlowEngineMutation,
  useCopyFlowEngineMutation,
  useImportFlowEngineMutation,
  useLazyFlowEngineExportQuery,
  useFlowFormFieldsQuery,
  useFlowFormsQuery,
  useReleasedFlowsQuery,
} = flowEngineApi;
