import { BILL_RULE_ENDPOINTS, BILL_RULE_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { takeBillNumber } from '../../../kernel/bill-numbers/take-bill-number';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { AdminDeps } from '../../../kernel/module-deps';
import {
  billRuleSelector,
  createBillRule,
  deleteBillRule,
  listBillRules,
  readBillRule,
  setBillRuleState,
  updateBillRule,
} from './bill-rule-service';

/**
 * Bill-number rules: every route needs a session; managing them the `system.billRule` menu and
 * its buttons. The picker and the next number need a session only: every form that numbers its
 * records takes numbers on behalf of whoever fills it in (docs/reference/bill-rules.md).
 */
export const billRuleRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db, now }) => {
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, db, {
    resource: BILL_RULE_RESOURCE,
    service: {
      list: (ctx, query) => listBillRules(db, query, ctx.caller.dataVersions),
      read: (_ctx, id) => readBillRule(db, id),
      create: (ctx, body) => ctx.write((tx) => createBillRule(tx, body)),
      update: (ctx, id, body) => ctx.write((tx) => updateBillRule(tx, id, body)),
      remove: (ctx, id) => ctx.write((tx) => deleteBillRule(tx, id)),
      setState: (ctx, id, body) => ctx.write((tx) => setBillRuleState(tx, id, body)),
    },
  });

  const tags = [BILL_RULE_RESOURCE.tag];
  registerEndpoint(app, BILL_RULE_ENDPOINTS.selector, { tags }, async () => ({
    list: await billRuleSelector(db),
  }));
  registerEndpoint(app, BILL_RULE_ENDPOINTS.billNumber, { tags }, (request) =>
    takeBillNumber(db, request.params.code, now()),
  );
};
