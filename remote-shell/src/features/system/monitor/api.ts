import { MONITOR_ENDPOINT_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeQuery } from '../../../kernel/endpoints/route-endpoints';

/** One reading of the server: machine, process and database. */
export const monitorApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverMonitor: routeQuery(build, MONITOR_ENDPOINT_ROUTES.read, {}),
  }),
});

export const { useServerMonitorQuery } = monitorApi;
