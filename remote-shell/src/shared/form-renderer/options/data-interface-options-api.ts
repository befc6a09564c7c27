import { DATA_INTERFACE_ENDPOINT_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeQuery } from '../../../kernel/endpoints/route-endpoints';

export interface InterfaceOptionsArgs {
  id: string;
  /**
   * The form asking. It is part of the cache key only: every field of one form shares one call
   * per interface, and a form opened again asks afresh (options may have changed meanwhile).
   */
  formInstance: string;
}

/** The options of a data interface for selects and trees (any signed-in user may call it). */
export const interfaceOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dataInterfaceOptions: routeQuery(build, DATA_INTERFACE_ENDPOINT_ROUTES.options, {
      request: ({ id }: InterfaceOptionsArgs) => ({ params: { id }, body: {} }),
    }),
  }),
});

export const { useDataInterfaceOptionsQuery } = interfaceOptionsApi;
