import { MenuType } from '@mepm/contract/codes';
import type { MenuRoute } from './menu-route';
import { MAX_PATTERN_LENGTH, createMenuSearch, searchMenus, searchPattern } from './search-menus';

function route(
  name: string,
  title: string,
  path: string,
  extra: Partial<MenuRoute> = {},
): MenuRoute {
  return {
    id: name,
    name,
    title,
    titles: { zh: title, zhtw: title, en: title },
    path,
    icon: '',
    type: MenuType.page,
    openInNewTab: false,
    isTree: false,
    parents: [],
    hidden: false,
    ...extra,
  };
}

const routes = [
  route('orders-by-path', 'Purchase list', '/extend/orders'),
  route('orders-by-title', 'Orders', '/extend/purchase'),
  route('users', 'User management', '/permission/user'),
  route('secret-orders', 'Orders archive', '/extend/archive', { hidden: true }),
  route('orders-directory', 'Orders', '/orders', { type: MenuType.directory }),
  route('order-screen', 'Order screen', '/order-screen', {
    type: MenuType.dataScreen,
    externalUrl: 'https://v.example.com/view/1?token=t',
    openInNewTab: true,
  }),
];

const names = (found: MenuRoute[]): string[] => found.map((item) => item.name);

describe('searchMenus', () => {
  it('ranks a title match above a path-only match', () => {
    const found = names(searchMenus(routes, 'orders'));
    expect(found).toContain('orders-by-path');
    expect(found.indexOf('orders-by-title')).toBeLessThan(found.indexOf('orders-by-path'));
    expect(found[0]).toBe('orders-by-title');
  });

  it('leaves out hidden entries and directories but finds external ones', () => {
    const found = names(searchMenus(routes, 'order'));
    expect(found).not.toContain('secret-orders');
    expect(found).not.toContain('orders-directory');
    expect(found).toContain('order-screen');
  });

  it('tolerates a typo within the threshold and rejects unrelated text', () => {
    expect(names(searchMenus(routes, 'managment'))).toEqual(['users']);
    expect(searchMenus(routes, 'zzzzqqq')).toEqual([]);
  });

  it('finds Chinese titles', () => {
    const chinese = [
      route('user', '用户管理', '/permission/user'),
      route('role', '角色管理', '/permission/role'),
    ];
    expect(names(searchMenus(chinese, '角色'))).toEqual(['role']);
  });

  it('returns nothing for a blank query', () => {
    expect(searchMenus(routes, '   ')).toEqual([]);
  });

  it('cuts queries longer than 32 characters before matching', () => {
    const title = 'A'.repeat(MAX_PATTERN_LENGTH);
    const search = createMenuSearch([route('long', title, '/long')]);
    const query = `${title}${'Z'.repeat(8)}`;
    expect(query.length).toBeGreaterThan(MAX_PATTERN_LENGTH);
    expect(searchPattern(query)).toBe(title);
    expect(names(search(query))).toEqual(['long']);
  });

  it('cuts by characters, not UTF-16 units', () => {
    const pattern = searchPattern('😀'.repeat(40));
    expect(Array.from(pattern)).toHaveLength(MAX_PATTERN_LENGTH);
    expect(pattern).toBe('😀'.repeat(MAX_PATTERN_LENGTH));
  });
});
