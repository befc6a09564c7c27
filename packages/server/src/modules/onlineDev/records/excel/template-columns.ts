import { importFields } from '../../../../kernel/excel/import-fields';
import type { SheetColumn } from '../../../../kernel/excel/sheet-xml';
import type { PageAccess } from '../page-access';
import type { PageDesign } from '../released-design';

/**
 * The import template's columns: the importable fields the caller may write, in the form's
 * order, headed by their labels; a required field's label ends with `*` (the import reads the
 * header with or without it).
 */
export function templateColumns(design: PageDesign, access: PageAccess): SheetColumn[] {
  const granted = access.rights.formFields;
  return importFields(design.formData, granted === null ? undefined : new Set(granted))
    .filter((field) => design.layout.byKey.has(field.key))
    .map((field) => ({
      header:
        (field.field.__config__ as { required?: boolean }).required === true
          ? `${field.label} *`
          : field.label,
    }));
}
