import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MenuType } from '@mepm/contract/codes';
import type { MenuTypePageProps } from '../../kernel/feature';
import { menuEntry } from '../../shared/menu/menu-fixtures';
import { buildMenuRouteTable, menuPathOf, menuRouteTable } from './menu-route-table';

const UsersPage: ComponentType = () => null;
const registry = new Map([['/system/user', UsersPage]]);
const DictionaryTypePage: ComponentType<MenuTypePageProps> = (props) => (
  <p>{`dictionary ${props.menuId} ${props.moduleId} ${String(props.isTree)} ${props.title}`}</p>
);
const typePages = new Map([[MenuType.dictionary as number, DictionaryTypePage]]);
const moduleJson = '{"moduleId":"m-1","isTree":1}';

const menu = [
  menuEntry({
    id: 'dir',
    enCode: 'system',
    type: MenuType.directory,
    children: [
      menuEntry({ id: 'p1', enCode: 'system.user', urlAddress: 'system/user?x=1' }),
      menuEntry({ id: 'p2', enCode: 'system.role', urlAddress: 'system/role' }),
    ],
  }),
  menuEntry({
    id: 'f',
    enCode: 'model',
    type: MenuType.formModel,
    urlAddress: 'model/a',
    propertyJson: moduleJson,
  }),
  menuEntry({
    id: 'd',
    enCode: 'dict',
    type: MenuType.dictionary,
    urlAddress: 'dict/a',
    propertyJson: moduleJson,
  }),
  menuEntry({
    id: 'r',
    enCode: 'report',
    type: MenuType.report,
    urlAddress: 'report/a',
    propertyJson: moduleJson,
  }),
  menuEntry({
    id: 'o',
    enCode: 'portal',
    type: MenuType.portal,
    urlAddress: 'portal/a',
    propertyJson: moduleJson,
  }),
  menuEntry({ id: 's', enCode: 'screen', type: MenuType.dataScreen, propertyJson: moduleJson }),
  menuEntry({ id: 'l1', enCode: 'inside', type: MenuType.link, urlAddress: 'docs/page' }),
  menuEntry({
    id: 'l2',
    enCode: 'outside',
    type: MenuType.link,
    urlAddress: 'https://example.com',
    linkTarget: '_blank',
  }),
  menuEntry({ id: 'h', enCode: 'home.copy', urlAddress: 'home' }),
];

describe('menu-driven routes', () => {
  const table = buildMenuRouteTable(menu, registry, 'zh', typePages);

  it('routes a type 2 page with a built page to that page, named after its dashed code', () => {
    const entry = table.get('/system/user');
    expect(entry?.Page).toBe(UsersPage);
    expect(entry?.meta).toMatchObject({
      name: 'system-user',
      title: 'title of system.user',
      modelId: 'p1',
    });
  });

  it('routes a type 2 page that is not built yet to the 404 page', () => {
    expect(table.get('/system/role')?.Page).toBeNull();
  });

  it('opens a dynamic dictionary entry with its type page, told the entry and its module', () => {
    const entry = table.get('/dict/a');
    expect(entry?.meta).toMatchObject({ name: 'dict', moduleId: 'm-1', isTree: true });
    const Page = entry?.Page;
    if (!Page) throw new Error('no page for the dictionary entry');
    render(<Page />);
    expect(screen.getByText('dictionary d m-1 true title of dict')).toBeInTheDocument();
    // Without a page for its type, or without a module, it is the 404 page.
    expect(buildMenuRouteTable(menu, registry, 'zh', new Map()).get('/dict/a')?.Page).toBeNull();
    const bare = menuEntry({ id: 'b', enCode: 'bare', type: MenuType.dictionary, urlAddress: 'b' });
    expect(buildMenuRouteTable([bare], registry, 'zh', typePages).get('/b')?.Page).toBeNull();
  });

  it.each([
    ['/model/a', 'model'],
    ['/report/a', 'report'],
    ['/portal/a', 'portal'],
  ])('routes the dynamic page %s to the 404 page, with its module', (path, name) => {
    const entry = table.get(path);
    expect(entry?.Page).toBeNull();
    expect(entry?.meta).toMatchObject({ name, moduleId: 'm-1', isTree: true });
  });

  it('routes a link shown inside the app by its address', () => {
    expect(table.get('/docs/page')?.meta.name).toBe('inside');
  });

  it('makes no route of directories, data screens or links opening a new tab', () => {
    expect(table.has('/system')).toBe(false);
    expect(table.has('/screen')).toBe(false);
    expect(table.has('/outside')).toBe(false);
  });

  it('never lets a menu entry take a fixed path', () => {
    expect(table.has('/home')).toBe(false);
  });

  it('builds the table once per menu list', () => {
    expect(menuRouteTable(menu)).toBe(menuRouteTable(menu));
    expect(menuRouteTable([...menu])).not.toBe(menuRouteTable(menu));
  });

  it('looks paths up decoded and without a trailing slash', () => {
    expect(menuPathOf('/system/user/')).toBe('/system/user');
    expect(menuPathOf('/a%20b')).toBe('/a b');
    expect(menuPathOf('/')).toBe('/');
  });
});
