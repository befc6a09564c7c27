import {
  FIELD_NAME_PATTERN,
  isSchemeVariable,
  MENU_PART_ENDPOINTS,
  type DataScheme,
  type DataSchemeBody,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dataSchemes } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { SystemMenuDeps } from './deps';
import { partListFields, partsOfMenu, partValues, type MenuPart } from './menu-part';
import { registerMenuPart } from './menu-part-routes';

/** Field names must look like identifiers; `@` values must be known variables. */
function checkConditions(body: DataSchemeBody): void {
  for (const group of body.conditions.groups) {
    for (const condition of group.conditions) {
      if (!FIELD_NAME_PATTERN.test(condition.field)) {
        throw badRequest('badSchemeConditions', { reason: condition.field });
      }
      const values = Array.isArray(condition.value) ? condition.value : [condition.value];
      const unknown = values.find((value) => value.startsWith('@') && !isSchemeVariable(value));
      if (unknown !== undefined) throw badRequest('badSchemeConditions', { reason: unknown });
    }
  }
}

const schemePart: MenuPart<typeof dataSchemes, DataSchemeBody, DataScheme> = {
  table: dataSchemes,
  check: checkConditions,
  values: (body) => ({ ...partValues(body), conditions: body.conditions }),
  list: (db, moduleId) => {
    const { where, order } = partsOfMenu(schemePart, moduleId);
    return db
      .select({ ...partListFields(dataSchemes), conditions: dataSchemes.conditions })
      .from(dataSchemes)
      .where(where)
      .orderBy(...order);
  },
};

/** ModuleDataAuthorizeScheme: the data-permission schemes of a menu. */
export const schemeRoutes: FastifyPluginAsyncTypebox<SystemMenuDeps> = async (app, { db }) => {
  registerMenuPart(app, db, {
    tags: ['Menu data schemes'],
    endpoints: MENU_PART_ENDPOINTS.scheme,
    part: schemePart,
    bodyOf: (request) => request.body,
  });
};
