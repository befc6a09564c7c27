import type { HealthResult } from '@mepm/contract';
import { SERVICE } from '@mepm/contract/paths';
import { api } from '../../app/api';

/** The server's /health answer names the database the about dialog shows. */
export const aboutApi = api.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<HealthResult, undefined>({ query: () => SERVICE.health }),
  }),
});

export const { useHealthQuery } = aboutApi;
