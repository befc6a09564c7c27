import { ADMIN_BUTTON } from '@mepm/contract';

/** A button, list column or form field the seed gives a menu entry. */
export interface SeedElement {
  kind: 'button' | 'column' | 'form';
  enCode: string;
  fullName: string;
}

/** A shipped entry's name in every language of the product. */
export interface SeedMenuName {
  zh: string;
  zhtw: string;
  en: string;
}

/**
 * A menu entry the product ships, upserted by en_code at every start: its place and address
 * follow the code, its names stay as people edited them (a language the entry has no name in yet
 * gets the shipped one). A module lists the entries of its pages.
 */
export interface SeedMenu {
  enCode: string;
  parentEnCode?: string;
  type: number;
  name: SeedMenuName;
  icon: string;
  urlAddress: string;
  sortCode: number;
  /** Role en_codes granted this entry (administrators see everything anyway). */
  grantedRoles: string[];
  /** Buttons, list columns and form fields, upserted by (menu, kind, en_code). */
  elements?: SeedElement[];
}

export const button = (enCode: string, fullName: string): SeedElement => ({
  kind: 'button',
  enCode,
  fullName,
});

export const column = (enCode: string, fullName: string): SeedElement => ({
  kind: 'column',
  enCode,
  fullName,
});

/** The default buttons of a page that adds, edits and deletes records. */
const CRUD_BUTTONS = [
  button(ADMIN_BUTTON.add, '新增'),
  button(ADMIN_BUTTON.edit, '编辑'),
  button(ADMIN_BUTTON.remove, '删除'),
];

/**
 * A page (type 2) whose elements are exactly those given: the buttons its server routes check.
 * Its address is its code with the first dot as a slash (`permission.user` → `permission/user`).
 */
export const page = (
  enCode: string,
  parentEnCode: string,
  name: SeedMenuName,
  sortCode: number,
  elements: SeedElement[],
): SeedMenu => ({
  enCode,
  parentEnCode,
  type: 2,
  name,
  icon: `icon-ym icon-ym-${enCode.split('.')[1] ?? enCode}`,
  urlAddress: enCode.replace('.', '/'),
  sortCode,
  grantedRoles: [],
  elements,
});

/** A record administration page: the default buttons and its own elements. */
export const crudPage = (
  enCode: string,
  parentEnCode: string,
  name: SeedMenuName,
  sortCode: number,
  elements: SeedElement[] = [],
): SeedMenu => page(enCode, parentEnCode, name, sortCode, [...CRUD_BUTTONS, ...elements]);

/** A folder of the menu (type 1): an area such as permission or system. */
export const directory = (enCode: string, name: SeedMenuName, sortCode: number): SeedMenu => ({
  enCode,
  type: 1,
  name,
  icon: `icon-ym icon-ym-${enCode}`,
  urlAddress: '',
  sortCode,
  grantedRoles: [],
});
