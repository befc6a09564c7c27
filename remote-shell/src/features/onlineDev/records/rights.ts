import type { OnlineDevConfig } from '@mepm/contract';
import {
  ONLINE_DEV_BUTTON,
  type ListRowButton,
  type ListToolbarButton,
} from '@mepm/contract/paths';

/**
 * What the page offers: the list design's buttons the caller holds, its columns the caller may
 * see, and the form fields it may fill. The server refuses the rest anyway; this only hides it.
 */
export interface PageRights {
  toolbar: ReadonlySet<ListToolbarButton>;
  row: ReadonlySet<ListRowButton>;
  columns: OnlineDevConfig['columnData']['columnList'];
  /** Undefined: every field (the renderer's convention). */
  formFields: ReadonlySet<string> | undefined;
}

export function pageRights({ columnData, rights }: OnlineDevConfig): PageRights {
  const held = new Set(rights.buttons);
  const granted = (button: keyof typeof ONLINE_DEV_BUTTON) => held.has(ONLINE_DEV_BUTTON[button]);
  const columnsShown = rights.columns === null ? null : new Set(rights.columns);
  return {
    toolbar: new Set(columnData.btnsList.filter(granted)),
    row: new Set(columnData.columnBtnsList.filter(granted)),
    columns: columnData.columnList.filter((column) => columnsShown?.has(column.prop) ?? true),
    formFields: rights.formFields === null ? undefined : new Set(rights.formFields),
  };
}
