import assert from 'node:assert/strict';
import {
  EMPTY_COLUMN_DESIGN,
  fillPath,
  VISUALDEV_BASE,
  VISUALDEV_PUBLISH,
  type ColumnDesign,
  type ListColumn,
  type WebDesignPublishBody,
} from '@mepm/contract';
import { and, asc, eq } from 'drizzle-orm';
import { menuElements, menus } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { call } from '../support/requests';
import { createDesign, designBody, uniqueCode } from './web-design-support';

export const column = (prop: string, label = prop): ListColumn => ({
  prop,
  label,
  align: 'left',
  width: null,
  sortable: false,
  fixed: 'none',
});

/** A list of the name and the amount, adding and editing only. */
export const orderList = (extra: Partial<ColumnDesign> = {}): ColumnDesign => ({
  ...EMPTY_COLUMN_DESIGN,
  columnList: [column('name', '名称'), column('total', '金额')],
  btnsList: ['add'],
  columnBtnsList: ['edit', 'remove'],
  ...extra,
});

/** A released order design (`extra` changes its body) with `list` as its list design. */
export async function releasedDesign(
  h: Harness,
  token: string,
  list: ColumnDesign = orderList(),
  extra: object = {},
): Promise<{ id: string; code: string }> {
  const code = uniqueCode('pub');
  const id = await createDesign(h, token, designBody(code, { columnData: list, ...extra }));
  const released = await call(h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id }), {
    token,
    payload: { state: 1 },
  });
  assert.equal(released.statusCode, 200, released.body);
  return { id, code };
}

export function publish(
  h: Harness,
  token: string,
  id: string,
  body: WebDesignPublishBody,
  language = 'en',
) {
  return call(h.app, 'POST', fillPath(VISUALDEV_PUBLISH, { id }), {
    token,
    language,
    payload: body,
  });
}

/** A menu entry's elements as `kind:code:name` (disabled ones marked `-`), in their order. */
export async function elementsOf(h: Harness, menuId: string): Promise<string[]> {
  const rows = await h.db
    .select()
    .from(menuElements)
    .where(eq(menuElements.menuId, menuId))
    .orderBy(asc(menuElements.kind), asc(menuElements.sortCode), asc(menuElements.enCode));
  return rows.map((row) => `${row.enabled ? '' : '-'}${row.kind}:${row.enCode}:${row.fullName}`);
}

export async function entriesWithCode(h: Harness, enCode: string) {
  return h.db
    .select()
    .from(menus)
    .where(and(eq(menus.enCode, enCode)));
}
