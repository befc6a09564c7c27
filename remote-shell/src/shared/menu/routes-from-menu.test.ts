import type { MenuEntry } from '@mepm/contract';
import { MenuType } from '@mepm/contract/codes';
import { menuEntry } from './menu-fixtures';
import { menuKind } from './menu-route';
import type { MenuRoute } from './menu-route';
import { routesFromMenu } from './routes-from-menu';

const context = { token: 'bearer a+b/c=d&e', dataVisualHost: 'https://screens.example.com/' };
const encodedToken = 'bearer%20a%2Bb%2Fc%3Dd%26e';

const dynamicTypes: [number, string][] = [
  [MenuType.formModel, 'formModel'],
  [MenuType.dictionary, 'dictionary'],
  [MenuType.report, 'report'],
  [MenuType.portal, 'portal'],
];

function only(entry: MenuEntry): MenuRoute {
  const [route, ...rest] = routesFromMenu([entry], context);
  expect(rest).toHaveLength(0);
  if (!route) throw new Error('no route was produced');
  return route;
}

describe('routesFromMenu by entry type', () => {
  it('1 directory: / plus its code, nothing to open', () => {
    const route = only(menuEntry({ enCode: 'system', type: MenuType.directory }));
    expect(route).toMatchObject({ name: 'system', path: '/system', openInNewTab: false });
    expect(route.externalUrl).toBeUndefined();
    expect(menuKind(route)).toBe('directory');
  });

  it('2 page: / plus its address with the query string stripped', () => {
    const route = only(
      menuEntry({
        enCode: 'system.user',
        fullName: '用户管理',
        icon: 'icon-user',
        type: MenuType.page,
        urlAddress: 'permission/user?tab=list&x=1#top',
      }),
    );
    expect(route).toEqual({
      id: 'system.user',
      name: 'system-user',
      path: '/permission/user',
      title: '用户管理',
      titles: { zh: '用户管理', zhtw: '用户管理', en: '用户管理' },
      icon: 'icon-user',
      type: MenuType.page,
      openInNewTab: false,
      isTree: false,
      parents: [],
      hidden: false,
    });
    expect(menuKind(route)).toBe('page');
  });

  it('titles a route in the language asked for, with the zh name where it has none', () => {
    const entry = menuEntry({
      enCode: 'permission',
      fullName: '权限管理',
      names: { zhtw: '權限管理', en: '' },
      type: MenuType.directory,
      children: [
        menuEntry({
          enCode: 'permission.user',
          fullName: '用户管理',
          names: { zhtw: '使用者管理', en: 'Users' },
        }),
      ],
    });
    const [folder, users] = routesFromMenu([entry], { ...context, language: 'en' });
    expect(folder?.title).toBe('权限管理');
    expect(users?.title).toBe('Users');
    expect(users?.titles).toEqual({ zh: '用户管理', zhtw: '使用者管理', en: 'Users' });
    expect(users?.parents.map((crumb) => crumb.title)).toEqual(['权限管理']);
    const [, inZhtw] = routesFromMenu([entry], { ...context, language: 'zhtw' });
    expect(inZhtw?.title).toBe('使用者管理');
    expect(inZhtw?.parents.map((crumb) => crumb.title)).toEqual(['權限管理']);
    expect(routesFromMenu([entry], context)[1]?.title).toBe('用户管理');
  });

  it('takes an entry from an older server without names by its zh name', () => {
    const { names: _none, ...old } = menuEntry({ enCode: 'a', fullName: '旧菜单' });
    // Data from the wire is not trusted to match the contract.
    const route = only(JSON.parse(JSON.stringify(old)) as MenuEntry);
    expect(route.titles).toEqual({ zh: '旧菜单', zhtw: '旧菜单', en: '旧菜单' });
  });

  it('does not double the slash of an address that already starts with one', () => {
    expect(only(menuEntry({ enCode: 'a', urlAddress: '/system/area' })).path).toBe('/system/area');
  });

  it.each(dynamicTypes)(
    '%i (%s): / plus address with moduleId and isTree from propertyJson',
    (type) => {
      const route = only(
        menuEntry({
          enCode: 'extend.order',
          type,
          urlAddress: 'extend/order?menuId=9',
          propertyJson: '{"moduleId":"348572","isTree":1}',
        }),
      );
      expect(route).toMatchObject({
        name: 'extend-order',
        path: '/extend/order',
        moduleId: '348572',
        isTree: true,
        openInNewTab: false,
        hidden: false,
      });
      expect(menuKind(route)).toBe('dynamic');
    },
  );

  it.each([
    ['not json at all', '{moduleId: 1'],
    ['an empty text', ''],
    ['JSON null', 'null'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"abc"'],
    ['an object without the fields', '{"other":true}'],
  ])('reads %s as no moduleId and isTree false', (_label, propertyJson) => {
    const route = only(
      menuEntry({ enCode: 'm', type: MenuType.formModel, urlAddress: 'm', propertyJson }),
    );
    expect(route.moduleId).toBeUndefined();
    expect(route.isTree).toBe(false);
    expect(route.path).toBe('/m');
  });

  it('reads isTree 0, false and numeric module ids', () => {
    const zero = only(
      menuEntry({ enCode: 'a', type: MenuType.report, propertyJson: '{"moduleId":77,"isTree":0}' }),
    );
    expect(zero).toMatchObject({ moduleId: '77', isTree: false });
    const yes = only(
      menuEntry({ enCode: 'b', type: MenuType.report, propertyJson: '{"isTree":true}' }),
    );
    expect(yes.isTree).toBe(true);
  });

  it('6 data screen: the visualisation view with the encoded token, in a new tab', () => {
    const route = only(
      menuEntry({
        id: 'entry-6',
        enCode: 'screen.sales',
        type: MenuType.dataScreen,
        propertyJson: '{"moduleId":"s 1"}',
      }),
    );
    expect(route.externalUrl).toBe(`https://screens.example.com/view/s%201?token=${encodedToken}`);
    expect(route).toMatchObject({ name: 'screen-sales', openInNewTab: true, moduleId: 's 1' });
    expect(route.path).toBe('/screen-sales');
    expect(menuKind(route)).toBe('external');
  });

  it('6 data screen without a module falls back to the entry id', () => {
    const route = only(menuEntry({ id: '42', enCode: 'screen', type: MenuType.dataScreen }));
    expect(route.externalUrl).toBe(`https://screens.example.com/view/42?token=${encodedToken}`);
  });

  it('7 link with _self and an in-app address: an internal page', () => {
    const route = only(
      menuEntry({
        enCode: 'go.home',
        type: MenuType.link,
        linkTarget: '_self',
        urlAddress: 'home?x=1',
      }),
    );
    expect(route).toMatchObject({ name: 'go-home', path: '/home', openInNewTab: false });
    expect(route.externalUrl).toBeUndefined();
    expect(menuKind(route)).toBe('page');
  });

  it('7 link elsewhere: placeholders substituted, token URL-encoded, new tab', () => {
    const route = only(
      menuEntry({
        enCode: 'bi',
        type: MenuType.link,
        linkTarget: '_blank',
        urlAddress: '${dataV}/board?token=${token}&again=${token}',
      }),
    );
    expect(route.externalUrl).toBe(
      `https://screens.example.com/board?token=${encodedToken}&again=${encodedToken}`,
    );
    expect(route.openInNewTab).toBe(true);
    expect(menuKind(route)).toBe('external');
  });

  it('7 link with _self and an absolute address: shown inside the app', () => {
    const route = only(
      menuEntry({
        enCode: 'docs',
        type: MenuType.link,
        linkTarget: '_self',
        urlAddress: 'https://docs.example.com/?t=${token}',
      }),
    );
    expect(route.externalUrl).toBe(`https://docs.example.com/?t=${encodedToken}`);
    expect(route.openInNewTab).toBe(false);
    expect(route.path).toBe('/docs');
  });

  it('7 link refuses scripting schemes and hides the entry', () => {
    const route = only(
      menuEntry({
        enCode: 'x',
        type: MenuType.link,
        linkTarget: '_blank',
        urlAddress: 'javascript:alert(1)',
      }),
    );
    expect(route.externalUrl).toBeUndefined();
    expect(route.hidden).toBe(true);
  });

  it('hides entries with nothing to open: empty addresses and unknown types', () => {
    expect(only(menuEntry({ enCode: 'empty', type: MenuType.page, urlAddress: '' })).hidden).toBe(
      true,
    );
    expect(only(menuEntry({ enCode: 'empty', type: MenuType.link, urlAddress: '  ' })).hidden).toBe(
      true,
    );
    const unknown = only(menuEntry({ enCode: 'nine', type: 9, urlAddress: 'nine' }));
    expect(unknown.hidden).toBe(true);
    expect(menuKind(unknown)).toBe('directory');
  });
});

describe('routesFromMenu over a tree', () => {
  const tree = [
    menuEntry({
      enCode: 'system',
      fullName: '系统管理',
      type: MenuType.directory,
      children: [
        menuEntry({
          enCode: 'system.config',
          fullName: '系统配置',
          type: MenuType.directory,
          children: [
            menuEntry({
              enCode: 'system.config.area',
              fullName: '行政区划',
              urlAddress: 'system/area',
            }),
          ],
        }),
        menuEntry({ enCode: 'system.user', fullName: '用户', urlAddress: 'permission/user' }),
      ],
    }),
    menuEntry({ enCode: 'home', fullName: '首页', urlAddress: 'home' }),
  ];

  it('lists parents before children, in menu order', () => {
    expect(routesFromMenu(tree, context).map((route) => route.name)).toEqual([
      'system',
      'system-config',
      'system-config-area',
      'system-user',
      'home',
    ]);
  });

  it('records the parent chain for breadcrumbs', () => {
    const area = routesFromMenu(tree, context).find((route) => route.name === 'system-config-area');
    expect(area?.parents).toEqual([
      { name: 'system', title: '系统管理', path: '/system' },
      { name: 'system-config', title: '系统配置', path: '/system.config' },
    ]);
  });

  it('keeps names unique when two codes meet after the dot rewrite', () => {
    const names = routesFromMenu(
      [
        menuEntry({ enCode: 'a.b', urlAddress: 'x' }),
        menuEntry({ enCode: 'a-b', urlAddress: 'y' }),
      ],
      context,
    ).map((route) => route.name);
    expect(names).toEqual(['a-b', 'a-b-2']);
  });

  it('names an entry without a code after its id', () => {
    expect(only(menuEntry({ id: '731', enCode: '', urlAddress: 'x' })).name).toBe('menu-731');
  });
});
