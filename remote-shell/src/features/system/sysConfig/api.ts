import type { SysConfigBody } from '@mepm/contract';
import { SYS_CONFIG_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { LOGIN_PAGE_CONFIG_TAG } from '../../../kernel/login-page-config';

const FULL = { type: 'SysConfig', id: 'FULL' } as const;

/** The system configuration page (docs/reference/system-config.md). */
export const sysConfigApi = api.enhanceEndpoints({ addTagTypes: ['SysConfig'] }).injectEndpoints({
  endpoints: (build) => ({
    sysConfig: routeQuery(build, SYS_CONFIG_ROUTES.read, { providesTags: [FULL] }),
    saveSysConfig: routeMutation(build, SYS_CONFIG_ROUTES.update, {
      request: (body: SysConfigBody) => ({ body }),
      // The title, sign-in modes and password rule everyone reads change with it.
      invalidatesTags: [FULL, LOGIN_PAGE_CONFIG_TAG],
    }),
  }),
});

export const { useSysConfigQuery, useSaveSysConfigMutation } = sysConfigApi;
