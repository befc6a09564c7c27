import { BIDDING_DICTIONARY, SYSTEM_FORM_ENDPOINTS as e } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../../kernel/caller';
import { keywordOf } from '../../../../kernel/data/keyword';
import { dictionaryItemNames } from '../../../../kernel/dictionary/dictionary-items';
import { enabledDictionaryOptions } from '../../../../kernel/dictionary/dictionary-options';
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
    const { language } = callerOf(request);
    const [enabled, names] = await Promise.all([
      enabledDictionaryOptions(db, [BIDDING_DICTIONARY]),
      dictionaryItemNames(db, BIDDING_DICTIONARY, language),
    ]);
    // An option's id is the item's code, which is what the form stores.
    const tenders = (enabled.get(BIDDING_DICTIONARY) ?? []).map((option) => {
      const code = String(option.id);
      return { id: code, fullName: names.get(code) ?? code };
    });
    const keyword = keywordOf(request.query)?.toLowerCase();
    return {
      list:
        keyword === undefined
          ? tenders
          : tenders.filter((tender) =>
              [tender.id, tender.fullName].some((text) => text.toLowerCase().includes(keyword)),
            ),
    };
  });
};
