import type { CurrentUserBundle, MenuEntry, UserInfo } from '@mepm/contract';

export function menuEntry(id: string, fullName: string, children: MenuEntry[] = []): MenuEntry {
  return {
    id,
    parentId: '-1',
    enCode: id,
    fullName,
    names: { zhtw: '', en: '' },
    icon: '',
    type: children.length ? 1 : 2,
    urlAddress: id,
    linkTarget: '_self',
    propertyJson: '',
    sortCode: 0,
    hasChildren: children.length > 0,
    children,
  };
}

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u1',
    userAccount: 'admin',
    userName: '管理员',
    headIcon: '',
    portalId: '',
    organizeId: 'o1',
    organizeName: '公司',
    departmentId: 'd1',
    departmentName: '部门',
    roleIds: [{ id: 'r1' }],
    isAdministrator: true,
    theme: 'classic',
    language: 'zh',
    prevLogin: false,
    prevLoginTime: null,
    prevLoginIPAddress: '',
    prevLoginIPAddressName: '',
    ...overrides,
  };
}

export function currentUser(overrides: Partial<CurrentUserBundle> = {}): CurrentUserBundle {
  return {
    menuList: [
      menuEntry('system', '系统管理', [menuEntry('system.user', '用户管理')]),
      menuEntry('hse', '安全管理'),
    ],
    userInfo: userInfo(),
    permissionList: [],
    ...overrides,
  };
}
