import { BIDDING_DICTIONARY, SYSTEM_FORM_ENDPOINTS as e } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../../kernel/caller';
import { keywordOf } from '../../../../kernel/data/keyword';
import { enabledDictionaryItems } from '../../../../kernel/dictionary/dictionary-items';
import { registerEndpoint } from '../../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../../kernel/module';

const tags = ['SystemForm'];

/**
 * The system forms' own lookups. Any signed-in user fills a system form, as any may launch a
 * flow: what they read here is what the form's select offers them anyway.
 */
export const systemFormRoutes: FastifyPluginAsyncTypebox<Pick<ModuleDeps, 'db'>> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(app, e.selectBidding, { tags }, async (request) => {
    const caller = callerOf(request);
    const items = await enabledDictionaryItems(
      db,
      BIDDING_DICTIONARY,
      caller.language,
      keywordOf(request.query),
    );
    return { list: items.map((item) => ({ id: item.code, fullName: item.name })) };
  });
};
