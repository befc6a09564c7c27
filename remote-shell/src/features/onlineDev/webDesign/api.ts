import type { WebDesignListQuery, WebDesignPublishBody, WebDesignStateBody } from '@mepm/contract';
import {
  WEB_DESIGN_ENDPOINT_ROUTES,
  WEB_DESIGN_PUBLISH_ROUTE,
  WEB_DESIGN_RESOURCE_ROUTES,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeMutation } from '../../../kernel/endpoints/route-endpoints';
import { itemTags } from '../../../kernel/list-tags';

/** What the designs list asks for; the base query adds the `n` timestamp itself. */
export type WebDesignListArgs = Omit<WebDesignListQuery, 'n'>;

/** Function designs: the page's records, their release, copies and publishing to a menu. */
export const webDesignApi = api.enhanceEndpoints({ addTagTypes: ['WebDesign'] }).injectEndpoints({
  endpoints: (build) => {
    const design = crudEndpoints(build, WEB_DESIGN_RESOURCE_ROUTES, 'WebDesign');
    return {
      webDesignList: design.list,
      webDesign: design.read,
      createWebDesign: design.create,
      updateWebDesign: design.update,
      deleteWebDesign: design.remove,
      setWebDesignState: routeMutation(build, WEB_DESIGN_ENDPOINT_ROUTES.state, {
        request: ({ id, ...body }: { id: string } & WebDesignStateBody) => ({
          params: { id },
          body,
        }),
        invalidatesTags: (_result, _error, { id }) => itemTags('WebDesign', id),
      }),
      // What a release would do to the design's tables; a POST that changes nothing.
      webDesignTablePreview: routeMutation(build, WEB_DESIGN_ENDPOINT_ROUTES.tablePreview, {
        request: (id: string) => ({ params: { id } }),
      }),
      copyWebDesign: routeMutation(build, WEB_DESIGN_ENDPOINT_ROUTES.copy, {
        request: (id: string) => ({ params: { id } }),
        invalidatesTags: [{ type: 'WebDesign', id: 'LIST' }],
      }),
      // The new entry shows in the menu after the next sign-in or menu reload, not in this list.
      publishWebDesign: routeMutation(build, WEB_DESIGN_PUBLISH_ROUTE, {
        request: ({ id, body }: { id: string; body: WebDesignPublishBody }) => ({
          params: { id },
          body,
        }),
        invalidatesTags: [],
      }),
    };
  },
});

export const {
  useWebDesignListQuery,
  useWebDesignQuery,
  useLazyWebDesignQuery,
  useCreateWebDesignMutation,
  useUpdateWebDesignMutation,
  useDeleteWebDesignMutation,
  useSetWebDesignStateMutation,
  useWebDesignTablePreviewMutation,
  useCopyWebDesignMutation,
  usePublishWebDesignMutation,
} = webDesignApi;
