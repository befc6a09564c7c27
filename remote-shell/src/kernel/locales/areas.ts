import type { Language } from '@mepm/contract/codes';
import { layoutMessages } from './layout';
import { settingsMessages } from './settings';
import { profileMessages } from './profile';
import { navMessages } from './nav';
import { widgetsMessages } from './widgets';
import { authorizeMessages } from './authorize';
import { systemMessages } from './system';
import { permissionMessages } from './permission';
import { crudMessages } from './crud';

/**
 * The areas whose texts live in their own files (`defineMessages`), by top-level key: the key is
 * the first part of the translation key, e.g. `layout.settings.title`. Register a new area here.
 */
export const areas: Record<string, Record<Language, object>> = {
  layout: layoutMessages,
  settings: settingsMessages,
  profile: profileMessages,
  nav: navMessages,
  widgets: widgetsMessages,
  authorize: authorizeMessages,
  system: systemMessages,
  permission: permissionMessages,
  crud: crudMessages,
};
