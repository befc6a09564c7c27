import type { SystemLanguageBody, SystemThemeBody } from '@mepm/contract';
import { CURRENT_USER } from '@mepm/contract/paths';
import { api } from '../api';

/** The user's layout and language, kept on the server so that the next sign-in starts with them. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSystemTheme: build.mutation<null, SystemThemeBody>({
      query: (body) => ({ url: CURRENT_USER.systemTheme, method: 'PUT', body }),
    }),
    saveSystemLanguage: build.mutation<null, SystemLanguageBody>({
      query: (body) => ({ url: CURRENT_USER.systemLanguage, method: 'PUT', body }),
    }),
  }),
});

export const { useSaveSystemThemeMutation, useSaveSystemLanguageMutation } = settingsApi;
