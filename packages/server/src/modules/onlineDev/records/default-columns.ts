import { EMPTY_COLUMN_DESIGN, type ColumnDesign, type FieldKey } from '@mepm/contract';
import type { PageLayout } from './page-layout';

/** Fields a list never shows: secrets, long rich texts, pictures of a signature, files. */
const NOT_LISTED: readonly FieldKey[] = [
  'password',
  'editor',
  'signature',
  'uploadFile',
  'uploadImage',
];

/** Whether the list may show (and search and sort) a main-table field. */
export function isListable(layout: PageLayout, key: string): boolean {
  const field = layout.byKey.get(key);
  return field !== undefined && !NOT_LISTED.includes(field.kind);
}

/** A release without a list design: the empty design with one column per listable field. */
export function defaultColumnDesign(layout: PageLayout): ColumnDesign {
  return {
    ...EMPTY_COLUMN_DESIGN,
    columnList: layout.fields
      .filter((field) => isListable(layout, field.key))
      .slice(0, 100)
      .map((field) => ({
        prop: field.key,
        label: field.field.__config__.label,
        align: 'left',
        width: null,
        sortable: true,
        fixed: 'none',
      })),
  };
}

/**
 * The list design without the columns and search fields naming a field the released tables do
 * not hold (or a list cannot show): a request names only fields the page knows.
 */
export function onlyKnownFields(design: ColumnDesign, layout: PageLayout): ColumnDesign {
  const known = (item: { prop: string }) => isListable(layout, item.prop);
  return {
    ...design,
    columnList: design.columnList.filter(known),
    searchList: design.searchList.filter(known),
    defaultSidx: isListable(layout, design.defaultSidx) ? design.defaultSidx : '',
  };
}
