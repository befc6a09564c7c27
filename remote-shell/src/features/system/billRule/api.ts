import type { BillRuleListQuery } from '@mepm/contract';
import { BILL_RULE_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { stateEndpoint } from '../../../kernel/endpoints/state-endpoint';

/** What the rules list asks for; the base query adds the `n` timestamp itself. */
export type BillRuleListArgs = Omit<BillRuleListQuery, 'n'>;

/** Bill-number rules (the page; forms take numbers through the server, not from here). */
export const billRuleApi = api.enhanceEndpoints({ addTagTypes: ['BillRule'] }).injectEndpoints({
  endpoints: (build) => {
    const rule = crudEndpoints(build, BILL_RULE_RESOURCE_ROUTES, 'BillRule');
    return {
      billRuleList: rule.list,
      billRule: rule.read,
      createBillRule: rule.create,
      updateBillRule: rule.update,
      deleteBillRule: rule.remove,
      setBillRuleState: stateEndpoint(build, BILL_RULE_RESOURCE_ROUTES.routes.state, 'BillRule'),
    };
  },
});

export const {
  useBillRuleListQuery,
  useBillRuleQuery,
  useCreateBillRuleMutation,
  useUpdateBillRuleMutation,
  useDeleteBillRuleMutation,
  useSetBillRuleStateMutation,
} = billRuleApi;
