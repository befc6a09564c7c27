import { ADMIN_BUTTON, ADMIN_MENU } from '@mepm/contract';

/**
 * The menu entries the product ships, keyed by en_code. Only entries whose pages exist belong
 * here; each capability adds its own entries as its pages land.
 */
export interface SeedElement {
  kind: 'button' | 'column' | 'form';
  enCode: string;
  fullName: string;
}

export interface SeedMenu {
  enCode: string;
  parentEnCode?: string;
  type: number;
  fullName: string;
  icon: string;
  urlAddress: string;
  sortCode: number;
  /** Role en_codes granted this entry (administrators see everything anyway). */
  grantedRoles: string[];
  /** Buttons, list columns and form fields, upserted by (menu, kind, en_code). */
  elements?: SeedElement[];
}

const HOME: SeedMenu = {
  enCode: 'home',
  type: 2,
  fullName: '首页',
  icon: 'icon-ym icon-ym-nav-home',
  urlAddress: 'home',
  sortCode: 0,
  grantedRoles: ['staff'],
};

const button = (enCode: string, fullName: string): SeedElement => ({
  kind: 'button',
  enCode,
  fullName,
});
const column = (enCode: string, fullName: string): SeedElement => ({
  kind: 'column',
  enCode,
  fullName,
});

/** SPEC §6 default button codes, on every page that adds, edits and deletes records. */
const CRUD_BUTTONS = [
  button(ADMIN_BUTTON.add, '新增'),
  button(ADMIN_BUTTON.edit, '编辑'),
  button(ADMIN_BUTTON.remove, '删除'),
];

/** A page whose elements are exactly those given (the buttons its server routes check). */
const page = (
  enCode: string,
  parentEnCode: string,
  fullName: string,
  sortCode: number,
  elements: SeedElement[],
): SeedMenu => ({
  enCode,
  parentEnCode,
  type: 2,
  fullName,
  icon: `icon-ym icon-ym-${enCode.split('.')[1] ?? enCode}`,
  urlAddress: enCode.replace('.', '/'),
  sortCode,
  grantedRoles: [],
  elements,
});

/** A record administration page: the default buttons and its own elements. */
const crudPage = (
  enCode: string,
  parentEnCode: string,
  fullName: string,
  sortCode: number,
  elements: SeedElement[] = [],
): SeedMenu => page(enCode, parentEnCode, fullName, sortCode, [...CRUD_BUTTONS, ...elements]);

const directory = (enCode: string, fullName: string, sortCode: number): SeedMenu => ({
  enCode,
  type: 1,
  fullName,
  icon: `icon-ym icon-ym-${enCode}`,
  urlAddress: '',
  sortCode,
  grantedRoles: [],
});

/**
 * The organisation and permission administration (issue 4) and the menu management page.
 * Leave this list out of SEED_MENUS to hold the entries back until their pages ship.
 */
export const PERMISSION_AREA_MENUS: SeedMenu[] = [
  directory('permission', '权限管理', 90),
  crudPage(ADMIN_MENU.organize, 'permission', '组织管理', 1),
  crudPage(ADMIN_MENU.department, 'permission', '部门管理', 2),
  crudPage(ADMIN_MENU.position, 'permission', '岗位管理', 3),
  crudPage(ADMIN_MENU.user, 'permission', '用户管理', 4, [
    button(ADMIN_BUTTON.resetPassword, '重置密码'),
    button(ADMIN_BUTTON.state, '启用/禁用'),
    column('account', '账号'),
    column('realName', '姓名'),
    column('gender', '性别'),
    column('mobile', '手机'),
    column('email', '邮箱'),
    column('organize', '所属组织'),
    column('position', '岗位'),
    column('roles', '角色'),
    column('enabled', '状态'),
    column('createdTime', '创建时间'),
  ]),
  crudPage(ADMIN_MENU.role, 'permission', '角色管理', 5, [button(ADMIN_BUTTON.state, '启用/禁用')]),
  // Saving an object's grants is the page's one write.
  page(ADMIN_MENU.authorize, 'permission', '权限授权', 6, [button(ADMIN_BUTTON.edit, '保存授权')]),
  page(ADMIN_MENU.onlineUser, 'permission', '在线用户', 7, [
    button(ADMIN_BUTTON.forcedOffline, '强制下线'),
  ]),
  directory('system', '系统管理', 91),
  crudPage('system.menu', 'system', '菜单管理', 1),
];

export const SEED_MENUS: SeedMenu[] = [HOME, ...PERMISSION_AREA_MENUS];
