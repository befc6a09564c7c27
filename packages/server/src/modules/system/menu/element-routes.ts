import { MENU_PART_ENDPOINTS, type ModuleElement, type ModuleElementBody } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { menuElements } from '../../../db/schema';
import type { SystemMenuDeps } from './deps';
import { partListFields, partsOfMenu, partValues, type MenuPart } from './menu-part';
import { registerMenuPart } from './menu-part-routes';

type ElementKind = 'button' | 'column' | 'form';

const KINDS: ElementKind[] = ['button', 'column', 'form'];

type ElementPart = MenuPart<typeof menuElements, ModuleElementBody, ModuleElement>;

/** The elements of one kind share the element table, told apart by `kind`. */
function elementPart(kind: ElementKind): ElementPart {
  const part: ElementPart = {
    table: menuElements,
    scope: eq(menuElements.kind, kind),
    values: (body) => ({ ...partValues(body), kind }),
    list: (db, moduleId) => {
      const { where, order } = partsOfMenu(part, moduleId);
      return db
        .select(partListFields(menuElements))
        .from(menuElements)
        .where(where)
        .orderBy(...order);
    },
  };
  return part;
}

/** ModuleButton, ModuleColumn and ModuleForm: the same routes over one kind of menu element. */
export const elementRoutes: FastifyPluginAsyncTypebox<SystemMenuDeps> = async (app, { db }) => {
  for (const kind of KINDS) {
    registerMenuPart(app, db, {
      tags: [`Menu ${kind}s`],
      endpoints: MENU_PART_ENDPOINTS[kind],
      part: elementPart(kind),
      bodyOf: (request) => request.body,
    });
  }
};
