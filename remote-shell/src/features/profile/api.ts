import type {
  ModifyPasswordBody,
  SystemLogQuery,
  UpdateBaseInfoBody,
  UploadedFile,
} from '@mepm/contract';
import { FILES, PROFILE_ENDPOINT_ROUTES, fillPath } from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { routeMutation, routeQuery } from '../../kernel/endpoints/route-endpoints';
import { userInfoPatched } from '../../kernel/session-slice';

/** What the system-log table asks for; the base query adds the `n` timestamp itself. */
export type SystemLogArgs = Omit<SystemLogQuery, 'n'>;

const BASE_INFO = { type: 'Profile', id: 'BASE_INFO' } as const;
const ROUTES = PROFILE_ENDPOINT_ROUTES;

/** The signed-in user's own profile (docs/reference/profile.md), plus the avatar upload. */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    baseInfo: routeQuery(build, ROUTES.baseInfo, { providesTags: [BASE_INFO] }),
    updateBaseInfo: routeMutation(build, ROUTES.updateBaseInfo, {
      request: (body: UpdateBaseInfoBody) => ({ body }),
      invalidatesTags: [BASE_INFO],
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        // A failure was already shown by the base query; the top bar keeps the old name then.
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(userInfoPatched({ userName: body.realName }));
      },
    }),
    // The upload is multipart (a FormData body), which the contract describes apart.
    uploadAvatarImage: build.mutation<UploadedFile, File>({
      query: (file) => {
        // A FormData body goes through as multipart: fetch sets the boundary header itself.
        const body = new FormData();
        body.append('file', file);
        return { url: fillPath(FILES.uploader, { type: 'userAvatar' }), method: 'POST', body };
      },
    }),
    changeAvatar: routeMutation(build, ROUTES.avatar, {
      request: (name: string) => ({ params: { name } }),
      invalidatesTags: [BASE_INFO],
      async onQueryStarted(_name, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(userInfoPatched({ headIcon: answer.data.headIcon }));
      },
    }),
    modifyPassword: routeMutation(build, ROUTES.modifyPassword, {
      request: (body: ModifyPasswordBody) => ({ body }),
    }),
    authorize: routeQuery(build, ROUTES.authorize, {
      providesTags: [{ type: 'Profile', id: 'AUTHORIZE' }],
    }),
    subordinates: routeQuery(build, ROUTES.subordinate, {
      providesTags: [{ type: 'Profile', id: 'SUBORDINATES' }],
    }),
    systemLog: routeQuery(build, ROUTES.systemLog, {
      request: (query: SystemLogArgs) => ({ query }),
      providesTags: [{ type: 'Profile', id: 'SYSTEM_LOG' }],
    }),
  }),
});

export const {
  useBaseInfoQuery,
  useUpdateBaseInfoMutation,
  useUploadAvatarImageMutation,
  useChangeAvatarMutation,
  useModifyPasswordMutation,
  useAuthorizeQuery,
  useSubordinatesQuery,
  useSystemLogQuery,
} = profileApi;
