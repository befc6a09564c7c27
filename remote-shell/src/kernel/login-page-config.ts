import type { LoginPageConfig } from '@mepm/contract';
import { SYSTEM_SYS_CONFIG } from '@mepm/contract/paths';
import { api } from './api';

/** The login page's part of the system configuration, which the page itself invalidates. */
export const LOGIN_PAGE_CONFIG_TAG = { type: 'SysConfig', id: 'LOGIN_PAGE' } as const;

/**
 * The public part of the system configuration (docs/reference/system-config.md): the login page,
 * the about dialog and every form that sets a password read it, signed in or not. It fails
 * quietly: without it they show the product's defaults, and the sign-in must stay usable.
 */
export const loginPageConfigApi = api
  .enhanceEndpoints({ addTagTypes: ['SysConfig'] })
  .injectEndpoints({
    endpoints: (build) => ({
      loginPageConfig: build.query<LoginPageConfig, undefined>({
        query: () => SYSTEM_SYS_CONFIG.loginPage,
        providesTags: [LOGIN_PAGE_CONFIG_TAG],
        extraOptions: { quiet: true },
      }),
    }),
  });

export const { useLoginPageConfigQuery } = loginPageConfigApi;

/** The shortest password the server's policy allows; the rule's own minimum until it answers. */
export function usePasswordMinLength(): number {
  const { data } = useLoginPageConfigQuery(undefined);
  return data?.passwordMinLength ?? 6;
}
