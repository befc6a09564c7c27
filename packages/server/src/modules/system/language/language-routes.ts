import { ADMIN_BUTTON, LANGUAGE_ENDPOINTS, LANGUAGE_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../../plugins/permission';
import { signedIn } from '../../../plugins/auth/signed-in';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import {
  languageCatalog,
  overridesOf,
  removeOverride,
  serverOverrides,
  setOverride,
} from './language-service';

const tags = ['Language'];
const menu = LANGUAGE_PAGE;
const edit = requirePermission({ menu, button: ADMIN_BUTTON.edit });

type LanguageDeps = Pick<ModuleDeps, 'db' | 'now' | 'textOverrides'>;

/** The translation table: reading it, overriding a text, going back to the shipped one. */
export const languageRoutes: FastifyPluginAsyncTypebox<LanguageDeps> = async (
  app,
  { db, now, textOverrides },
) => {
  textOverrides.use({ table: 'text_overrides', load: () => serverOverrides(db) });
  const { catalog } = textOverrides;

  // Every mount reads these before anyone signs in (the login page's texts): texts, no secrets.
  registerEndpoint(app, LANGUAGE_ENDPOINTS.shellOverrides, { tags }, () =>
    overridesOf(db, 'shell'),
  );

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', guarded.authenticate);
    registerEndpoint(
      guarded,
      LANGUAGE_ENDPOINTS.catalog,
      { tags, onRequest: requirePermission({ menu }) },
      () => languageCatalog(db, catalog),
    );
    registerEndpoint(
      guarded,
      LANGUAGE_ENDPOINTS.setOverride,
      { tags, onRequest: edit },
      async (request) => {
        await setOverride(db, catalog, request.body, signedIn(request).user.id, now());
        return null;
      },
    );
    registerEndpoint(
      guarded,
      LANGUAGE_ENDPOINTS.removeOverride,
      { tags, onRequest: edit },
      async (request) => {
        const { scope, key, language } = request.query;
        await removeOverride(db, { scope, key, language });
        return null;
      },
    );
  });
};
