import {
  ModuleElementBody,
  ModuleElementListResponse,
  SYSTEM_MENU,
  type ModuleElement,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { menuElements } from '../../../db/schema';
import type { SystemMenuDeps } from './deps';
import { partListFields, partsOfMenu, partValues, type MenuPart } from './menu-part';
import { registerMenuPart } from './menu-part-routes';

type ElementKind = 'button' | 'column' | 'form';

const KINDS: { kind: ElementKind; list: string; item: string }[] = [
  { kind: 'button', list: SYSTEM_MENU.buttons, item: SYSTEM_MENU.button },
  { kind: 'column', list: SYSTEM_MENU.columns, item: SYSTEM_MENU.column },
  { kind: 'form', list: SYSTEM_MENU.forms, item: SYSTEM_MENU.form },
];

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
  for (const { kind, list, item } of KINDS) {
    registerMenuPart(app, db, {
      tags: [`system menu ${kind}s`],
      paths: { list, item },
      schemas: { body: ModuleElementBody, listResponse: ModuleElementListResponse },
      part: elementPart(kind),
      bodyOf: (request) => request.body,
    });
  }
};
