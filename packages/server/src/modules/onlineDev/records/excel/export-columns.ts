import type { SheetColumn } from '../../../../kernel/excel/sheet-xml';
import { badRequest } from '../../../../plugins/envelope/api-error';
import type { FieldColumn } from '../page-layout';
import type { PageAccess } from '../page-access';
import type { PageDesign } from '../released-design';

export interface ExportColumn extends SheetColumn {
  field: FieldColumn;
}

/** Pixels of the list design to characters of a sheet's column, roughly. */
const PIXELS_PER_CHAR = 7;

/**
 * The columns an export writes, in the order `selectKey` names them: each must be a column the
 * list design shows and the caller may see (column grants), else 400 naming it. A field the
 * caller cannot see in the list never reaches a file either.
 */
export function exportColumns(
  design: PageDesign,
  access: PageAccess,
  selectKey: readonly string[],
): ExportColumn[] {
  const granted = access.rights.columns;
  const visible = new Map(
    design.columnData.columnList
      .filter((item) => granted === null || granted.includes(item.prop))
      .map((item) => [item.prop, item]),
  );
  return selectKey.map((key) => {
    const item = visible.get(key);
    const field = design.layout.byKey.get(key);
    if (item === undefined || field === undefined) {
      throw badRequest('excelColumnNotExportable', { column: key });
    }
    return {
      header: item.label,
      field,
      ...(item.width === null ? {} : { width: Math.round(item.width / PIXELS_PER_CHAR) }),
    };
  });
}
