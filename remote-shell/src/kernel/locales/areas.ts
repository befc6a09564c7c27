import { layoutMessages } from './layout';
import { settingsMessages } from './settings';
import { navMessages } from './nav';
import { widgetsMessages } from './widgets';
import { crudMessages } from './crud';
import { formRendererMessages } from './form-renderer';
import { formFieldsMessages } from './form-fields';
import { formDesignerMessages } from './form-designer';
import { formDesignerPropsMessages } from './form-designer-props';
import { flowDesignerMessages } from './flow-designer';

/**
 * The shell's own areas whose texts live in their own files (`defineMessages`), by top-level key:
 * the key is the first part of the translation key, e.g. `layout.settings.title`. A feature's
 * texts live beside it and join through its manifest instead.
 */
export const areas = {
  layout: layoutMessages,
  settings: settingsMessages,
  nav: navMessages,
  widgets: widgetsMessages,
  crud: crudMessages,
  formRenderer: formRendererMessages,
  formFields: formFieldsMessages,
  formDesigner: formDesignerMessages,
  formDesignerProps: formDesignerPropsMessages,
  flowDesigner: flowDesignerMessages,
};
