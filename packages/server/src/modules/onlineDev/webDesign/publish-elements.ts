import {
  EMPTY_COLUMN_DESIGN,
  MENU_NAME_MAX_LENGTH,
  ONLINE_DEV_BUTTON,
  SUB_TABLE_KEY,
  type ColumnDesign,
  type FormDesign,
  type ListRowButton,
  type ListToolbarButton,
} from '@mepm/contract';
import { fieldEntries, formDataFields } from '@mepm/form-engine';
import type { MessageKey } from '../../../kernel/i18n/catalog';

/** A button, list column or form field a published menu entry gets. */
export interface PublishedElement {
  kind: 'button' | 'column' | 'form';
  enCode: string;
  fullName: string;
  sortCode: number;
}

const BUTTON_NAMES: Record<ListToolbarButton | ListRowButton, MessageKey> = {
  add: 'onlineButtonAdd',
  download: 'onlineButtonDownload',
  upload: 'onlineButtonUpload',
  batchRemove: 'onlineButtonBatchRemove',
  edit: 'onlineButtonEdit',
  remove: 'onlineButtonRemove',
  detail: 'onlineButtonDetail',
};

/** An element's name: the label, or the code when the label is empty; at most a menu name. */
const nameOf = (label: string, code: string) =>
  (label.trim() === '' ? code : label.trim()).slice(0, MENU_NAME_MAX_LENGTH);

/**
 * The list a design without a list design shows: every valued field of the record itself (not
 * the sub-tables), none sortable, with every button.
 */
function defaultListDesign(form: FormDesign): ColumnDesign {
  const columnList = fieldEntries(form).flatMap(({ field, key, table }) =>
    table === undefined && key !== SUB_TABLE_KEY && '__vModel__' in field
      ? [
          {
            prop: field.__vModel__,
            label: field.__config__.label,
            align: 'left' as const,
            width: null,
            sortable: false,
            fixed: 'none' as const,
          },
        ]
      : [],
  );
  return { ...EMPTY_COLUMN_DESIGN, columnList };
}

/**
 * The elements publishing gives the menu entry (docs/reference/online-development.md
 * "Publishing to a menu"): a button per toolbar and row button of the list design, named in
 * the publisher's language (`nameIn`); a column per list column, coded by its field key; a form
 * field per valued field of the form, sub-table columns as `table.column`.
 */
export function publishedElements(
  form: FormDesign,
  list: ColumnDesign | null,
  nameIn: (key: MessageKey) => string,
): PublishedElement[] {
  const design = list ?? defaultListDesign(form);
  const buttons = [...design.btnsList, ...design.columnBtnsList].map(
    (button, index): PublishedElement => ({
      kind: 'button',
      enCode: ONLINE_DEV_BUTTON[button],
      fullName: nameIn(BUTTON_NAMES[button]),
      sortCode: index,
    }),
  );
  const columns = design.columnList.map((column, index): PublishedElement => ({
    kind: 'column',
    enCode: column.prop,
    fullName: nameOf(column.label, column.prop),
    sortCode: index,
  }));
  const formFields = formDataFields(form).map((field, index): PublishedElement => ({
    kind: 'form',
    enCode: field.vModel,
    fullName: nameOf(field.label, field.vModel),
    sortCode: index,
  }));
  return [...buttons, ...columns, ...formFields];
}

/** Whether a list design shows its records as a tree (list type 2): the entry's `isTree`. */
export const isTreeList = (list: ColumnDesign | null): 0 | 1 => (list?.type === 2 ? 1 : 0);
