import type { ServerDetails } from '@mepm/contract';
import { SERVICE } from '@mepm/contract/paths';
import { api } from '../../kernel/api';

/** The server's details (database, uptime) the about dialog shows administrators. */
export const aboutApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverDetails: build.query<ServerDetails, undefined>({ query: () => SERVICE.about }),
  }),
});

export const { useServerDetailsQuery } = aboutApi;
