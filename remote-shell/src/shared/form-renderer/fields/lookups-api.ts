import type { DataInterfaceArgs, UploadedFile } from '@mepm/contract';
import type { UploadTypeName } from '@mepm/contract/codes';
import {
  DATA_INTERFACE_ENDPOINT_ROUTES,
  FILE_NAME_ROUTES,
  FILES,
  fillPath,
  ONLINE_DEV_ROUTES,
  ORGANIZE_ENDPOINT_ROUTES,
  POSITION_ENDPOINT_ROUTES,
  ROLE_ENDPOINT_ROUTES,
  USER_ENDPOINT_ROUTES,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeQuery } from '../../../kernel/endpoints/route-endpoints';

/** One page of a data interface's options, asked for by the popup select. */
export interface InterfacePageArgs {
  interfaceId: string;
  currentPage?: number;
  pageSize?: number;
  args?: DataInterfaceArgs;
}

/** One page of a released design's records, asked for by the relation-form field. */
export interface RelationPageArgs {
  modelId: string;
  relationField: string;
  /** The picker's other columns, as a comma list. */
  columns?: string;
  keyword?: string;
  /** Only these records (a comma list): to name a saved value. */
  ids?: string;
  currentPage?: number;
  pageSize?: number;
}

/**
 * What the complex form fields read: the organisation pickers (every signed-in user may read
 * them), a data interface's options, signed file names and uploads. The trees carry the LIST
 * tags the permission pages invalidate, so a new department shows in an open form.
 */
export const fieldLookupsApi = api
  .enhanceEndpoints({ addTagTypes: ['Organize', 'Position', 'Role', 'User'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Companies with their departments, whole. */
      fieldOrganizeTree: routeQuery(build, ORGANIZE_ENDPOINT_ROUTES.departmentSelector, {
        request: () => ({ query: {} }),
        providesTags: [{ type: 'Organize', id: 'LIST' }],
      }),
      /** The organisation tree with enabled positions as leaves. */
      fieldPositionTree: routeQuery(build, POSITION_ENDPOINT_ROUTES.selector, {
        providesTags: [
          { type: 'Organize', id: 'LIST' },
          { type: 'Position', id: 'LIST' },
        ],
      }),
      fieldRoles: routeQuery(build, ROLE_ENDPOINT_ROUTES.selector, {
        providesTags: [{ type: 'Role', id: 'LIST' }],
      }),
      /** One level of the user picker, or with a keyword the matching users. */
      fieldUserLevel: routeQuery(build, USER_ENDPOINT_ROUTES.selector, {
        request: (query: { parentId?: string; keyword?: string }) => ({ query }),
        providesTags: [
          { type: 'Organize', id: 'LIST' },
          { type: 'User', id: 'LIST' },
        ],
      }),
      /** Names of saved user ids. */
      fieldUsersByIds: routeQuery(build, USER_ENDPOINT_ROUTES.getUserList, {
        request: (ids: readonly string[]) => ({ body: { userId: [...ids] } }),
        providesTags: [{ type: 'User', id: 'LIST' }],
      }),
      /** Rows of a data interface as options `{id, fullName, children}`: any signed-in user. */
      fieldInterfacePage: routeQuery(build, DATA_INTERFACE_ENDPOINT_ROUTES.options, {
        request: ({ interfaceId, ...body }: InterfacePageArgs) => ({
          params: { id: interfaceId },
          body,
        }),
      }),
      /** Records of another design as a relation-form field picks them (the caller's own page's). */
      fieldRelationPage: routeQuery(build, ONLINE_DEV_ROUTES.fieldDataSelect, {
        request: ({ modelId, ...query }: RelationPageArgs) => ({ params: { id: modelId }, query }),
      }),
      /** A signed name for a private file, for a link or an `<img>` (valid for 5 minutes). */
      fieldSignedFileName: routeQuery(build, FILE_NAME_ROUTES.getFileName, {
        request: ({ type, name }: { type: UploadTypeName; name: string }) => ({
          query: { encryption: `${type}/${name}` },
        }),
      }),
      // Multipart (a FormData body), which the contract describes apart. Quiet: the field
      // shows the refusal itself (SPEC §5: the server's msg, else 上传失败).
      fieldUpload: build.mutation<UploadedFile, { type: UploadTypeName; file: Blob; name: string }>(
        {
          query: ({ type, file, name }) => {
            const body = new FormData();
            body.append('file', file, name);
            return { url: fillPath(FILES.uploader, { type }), method: 'POST', body };
          },
          extraOptions: { quiet: true },
        },
      ),
    }),
  });

export const {
  useFieldOrganizeTreeQuery,
  useFieldPositionTreeQuery,
  useFieldRolesQuery,
  useFieldUsersByIdsQuery,
  useFieldInterfacePageQuery,
  useFieldRelationPageQuery,
  useFieldSignedFileNameQuery,
  useFieldUploadMutation,
} = fieldLookupsApi;
