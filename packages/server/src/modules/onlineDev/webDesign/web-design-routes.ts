import {
  ADMIN_BUTTON,
  WEB_DESIGN_BUTTON,
  WEB_DESIGN_ENDPOINTS,
  WEB_DESIGN_PAGE,
  WEB_DESIGN_PUBLISH_ENDPOINT,
  WEB_DESIGN_RESOURCE,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { hasPermission, requirePermission } from '../../../plugins/permission';
import { copyDesign, draftDesign } from './design-actions';
import { previewDesignTables, releaseDesign } from './design-release';
import { designDataFields, designSelector, listDesigns, readDesign } from './design-reads';
import { designValues } from './design-values';
import { publishDesign } from './publish-menu';
import { createDesign, deleteDesign, updateDesign } from './design-writes';

export type WebDesignDeps = Pick<ModuleDeps, 'db' | 'dataSources'>;

const menu = WEB_DESIGN_PAGE;
const tags = [WEB_DESIGN_RESOURCE.tag];
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });

/**
 * Function designs. Managing them needs the `onlineDev.webDesign` menu and its buttons (state
 * releases, copy copies, publish publishes a released design to a menu). The picker of released
 * designs needs a session only: relation-form fields of any designer choose from it; a design's
 * fields need the page, or a session when the design is released (relation forms and flow
 * conditions read them).
 */
export const webDesignRoutes: FastifyPluginAsyncTypebox<WebDesignDeps> = async (
  app,
  { db, dataSources },
) => {
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, db, {
    resource: WEB_DESIGN_RESOURCE,
    service: {
      list: (ctx, query) => listDesigns(db, query, ctx.caller.dataVersions),
      read: (_ctx, id) => readDesign(db, id),
      create: async (ctx, body) => {
        const values = await designValues(db, dataSources, body, ctx.caller.language);
        return ctx.write((tx) => createDesign(tx, ctx.caller.id, values));
      },
      update: async (ctx, id, body) => {
        const values = await designValues(db, dataSources, body, ctx.caller.language);
        return ctx.write((tx) => updateDesign(tx, ctx.caller.id, id, body.version, values));
      },
      remove: (ctx, id) => ctx.write((tx) => deleteDesign(tx, id)),
    },
  });

  const e = WEB_DESIGN_ENDPOINTS;
  registerEndpoint(app, e.state, grant(ADMIN_BUTTON.state), async (request) => {
    const { params, body } = request;
    const userId = callerOf(request).id;
    if (body.state === 1) {
      await releaseDesign(db, dataSources, userId, params.id, {
        destructive: body.confirmDestructive === true,
        version: body.version,
      });
    } else {
      await db.transaction((tx) => draftDesign(tx, userId, params.id));
    }
    return { state: body.state };
  });
  // Previewing what a release does to the tables is part of editing the design.
  registerEndpoint(app, e.tablePreview, grant(ADMIN_BUTTON.edit), (request) =>
    previewDesignTables(db, dataSources, request.params.id),
  );
  registerEndpoint(app, e.copy, grant(WEB_DESIGN_BUTTON.copy), async (request) => ({
    id: await db.transaction((tx) =>
      copyDesign(tx, callerOf(request).id, request.params.id, (name) =>
        request.t('designCopyName', { name }),
      ),
    ),
  }));
  // Publishing adds a menu that can then be granted: its own button, apart from releasing.
  registerEndpoint(
    app,
    WEB_DESIGN_PUBLISH_ENDPOINT,
    grant(WEB_DESIGN_BUTTON.publish),
    async (request) => ({
      menuId: await db.transaction((tx) =>
        publishDesign(tx, callerOf(request), request.params.id, request.body, (key) =>
          request.t(key),
        ),
      ),
    }),
  );
  registerEndpoint(app, e.selector, { tags }, (request) =>
    designSelector(db, request.query.type, request.language),
  );
  registerEndpoint(app, e.formDataFields, { tags }, async (request) => {
    const { id } = request.params;
    const releasedOnly = !(await hasPermission(request, { menu }));
    return designDataFields(db, id, { releasedOnly });
  });
};
