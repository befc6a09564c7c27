import type {
  AuthorizeList,
  AvatarResult,
  CurrentUserBaseInfo,
  ModifyPasswordBody,
  SubordinateList,
  SystemLogPage,
  SystemLogQuery,
  UpdateBaseInfoBody,
  UploadedFile,
} from '@mepm/contract';
import { CURRENT_USER, FILES, fillPath } from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { userInfoPatched } from '../../kernel/session-slice';

/** What the system-log table asks for; the base query adds the `n` timestamp itself. */
export type SystemLogArgs = Omit<SystemLogQuery, 'n'>;

const BASE_INFO = { type: 'Profile', id: 'BASE_INFO' } as const;

/** The signed-in user's own profile (docs/reference/profile.md), plus the avatar upload. */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    baseInfo: build.query<CurrentUserBaseInfo, undefined>({
      query: () => CURRENT_USER.baseInfo,
      providesTags: [BASE_INFO],
    }),
    updateBaseInfo: build.mutation<null, UpdateBaseInfoBody>({
      query: (body) => ({ url: CURRENT_USER.baseInfo, method: 'PUT', body }),
      invalidatesTags: [BASE_INFO],
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        // A failure was already shown by the base query; the top bar keeps the old name then.
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(userInfoPatched({ userName: body.realName }));
      },
    }),
    uploadAvatarImage: build.mutation<UploadedFile, File>({
      query: (file) => {
        // A FormData body goes through as multipart: fetch sets the boundary header itself.
        const body = new FormData();
        body.append('file', file);
        return { url: fillPath(FILES.uploader, { type: 'userAvatar' }), method: 'POST', body };
      },
    }),
    changeAvatar: build.mutation<AvatarResult, string>({
      query: (name) => ({ url: fillPath(CURRENT_USER.avatar, { name }), method: 'PUT' }),
      invalidatesTags: [BASE_INFO],
      async onQueryStarted(_name, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(userInfoPatched({ headIcon: answer.data.headIcon }));
      },
    }),
    modifyPassword: build.mutation<null, ModifyPasswordBody>({
      query: (body) => ({ url: CURRENT_USER.modifyPassword, method: 'POST', body }),
    }),
    authorize: build.query<AuthorizeList, undefined>({
      query: () => CURRENT_USER.authorize,
      providesTags: [{ type: 'Profile', id: 'AUTHORIZE' }],
    }),
    subordinates: build.query<SubordinateList, undefined>({
      query: () => CURRENT_USER.subordinate,
      providesTags: [{ type: 'Profile', id: 'SUBORDINATES' }],
    }),
    systemLog: build.query<SystemLogPage, SystemLogArgs>({
      query: (params) => ({ url: CURRENT_USER.systemLog, params }),
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
