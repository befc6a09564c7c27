import {
  BILL_RULE_ENDPOINT_ROUTES,
  DATA_INTERFACE_ENDPOINT_ROUTES,
  DICTIONARY_TYPE_ENDPOINT_ROUTES,
  WEB_DESIGN_ENDPOINT_ROUTES,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeQuery } from '../../../kernel/endpoints/route-endpoints';

/**
 * What the properties panel chooses from: dictionary types, data interfaces and bill-number
 * rules, each a selector any signed-in user may read, so whoever designs forms can pick; and
 * for a relation form the released designs and a design's fields.
 */
export const designerLookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    designerDictionaryTypes: routeQuery(build, DICTIONARY_TYPE_ENDPOINT_ROUTES.selector, {}),
    designerDataInterfaces: routeQuery(build, DATA_INTERFACE_ENDPOINT_ROUTES.selector, {}),
    designerBillRules: routeQuery(build, BILL_RULE_ENDPOINT_ROUTES.selector, {}),
    designerReleasedDesigns: routeQuery(build, WEB_DESIGN_ENDPOINT_ROUTES.selector, {}),
    designerDesignFields: routeQuery(build, WEB_DESIGN_ENDPOINT_ROUTES.formDataFields, {
      request: (id: string) => ({ params: { id } }),
    }),
  }),
});

export const {
  useDesignerDictionaryTypesQuery,
  useDesignerDataInterfacesQuery,
  useDesignerBillRulesQuery,
  useDesignerReleasedDesignsQuery,
  useDesignerDesignFieldsQuery,
} = designerLookupsApi;
