import type { WebDesignRow } from '@mepm/contract';

/** A designs list row for the page's tests: `design.<id>`, an office web form, a draft. */
export function designRow(id: string, overrides: Partial<WebDesignRow> = {}): WebDesignRow {
  return {
    id,
    fullName: `设计${id}`,
    enCode: `design.${id}`,
    category: 'office',
    type: 1,
    webType: 2,
    state: 0,
    dbLinkId: null,
    sortCode: 0,
    description: '',
    creatorUser: '管理员',
    createdTime: 0,
    lastModifyUser: '管理员',
    lastModifyTime: 0,
    version: 3,
    ...overrides,
  };
}
