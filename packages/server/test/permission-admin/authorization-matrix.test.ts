import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  DEPARTMENT,
  fillPath,
  ORGANIZE,
  POSITION,
  ROLE,
  USERS,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { organizations, positions, roles } from '../../src/db/schema';
import { md5Hex } from '../../src/plugins/auth/passwords';
import { createUser, startApp, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix, type MatrixRoute } from '../support/authorization-matrix';
import { createCaller } from '../support/permission-fixtures';
import { call } from '../support/requests';

let sequence = 0;
const code = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

describe('authorisation matrix of organisation, department, position, user and role routes', () => {
  let h: Harness;
  let hq = '';
  before(async () => {
    h = await startApp();
    const [row] = await h.db.select().from(organizations).where(eq(organizations.enCode, 'HQ'));
    hq = row?.id ?? '';
  });
  after(() => h.close());

  const org = async (category: 'company' | 'department'): Promise<string> => {
    const enCode = code('O');
    const [row] = await h.db
      .insert(organizations)
      .values({ enCode, fullName: enCode, category, parentId: hq })
      .returning();
    return row?.id ?? '';
  };
  const position = async (): Promise<string> => {
    const enCode = code('P');
    const [row] = await h.db
      .insert(positions)
      .values({ enCode, fullName: enCode, organizeId: hq })
      .returning();
    return row?.id ?? '';
  };
  const role = async (): Promise<string> => {
    const enCode = code('R');
    const [row] = await h.db.insert(roles).values({ enCode, fullName: enCode }).returning();
    return row?.id ?? '';
  };
  const user = () =>
    createUser(h.db, { account: code('U'), password: 'Matrix123', organizeId: hq });

  const orgBody = (parentId?: string) => ({ parentId, enCode: code('C'), fullName: '组织' });
  const userBody = () => ({ account: code('U'), realName: '用户', organizeId: hq });

  const crud = (
    name: string,
    menu: string,
    paths: { list: () => string; create: string; item: string },
    fresh: () => Promise<string>,
    body: () => object,
  ): MatrixRoute[] => [
    {
      name: `${name} list`,
      permission: { menu },
      request: () => ({ method: 'GET', url: paths.list() }),
    },
    {
      name: `${name} create`,
      permission: { menu, button: ADMIN_BUTTON.add },
      request: () => ({ method: 'POST', url: paths.create, payload: body() }),
    },
    {
      name: `${name} read`,
      permission: { menu },
      request: async () => ({ method: 'GET', url: fillPath(paths.item, { id: await fresh() }) }),
    },
    {
      name: `${name} update`,
      permission: { menu, button: ADMIN_BUTTON.edit },
      request: async () => ({
        method: 'PUT',
        url: fillPath(paths.item, { id: await fresh() }),
        payload: body(),
      }),
    },
    {
      name: `${name} delete`,
      permission: { menu, button: ADMIN_BUTTON.remove },
      request: async () => ({ method: 'DELETE', url: fillPath(paths.item, { id: await fresh() }) }),
    },
  ];

  describeAuthorizationMatrix(
    () => h,
    [
      ...crud(
        'company',
        ADMIN_MENU.organize,
        { ...ORGANIZE, list: () => ORGANIZE.list },
        () => org('company'),
        () => orgBody(hq),
      ),
      ...crud(
        'department',
        ADMIN_MENU.department,
        { ...DEPARTMENT, list: () => fillPath(DEPARTMENT.list, { id: hq }) },
        () => org('department'),
        () => orgBody(hq),
      ),
      ...crud(
        'position',
        ADMIN_MENU.position,
        { ...POSITION, list: () => POSITION.list },
        position,
        () => ({
          organizeId: hq,
          enCode: code('P'),
          fullName: '岗位',
        }),
      ),
      ...crud('role', ADMIN_MENU.role, { ...ROLE, list: () => ROLE.list }, role, () => ({
        enCode: code('R'),
        fullName: '角色',
      })),
      {
        name: 'role state',
        permission: { menu: ADMIN_MENU.role, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(ROLE.state, { id: await role() }),
          payload: { enabled: false },
        }),
      },
      ...crud('user', ADMIN_MENU.user, { ...USERS, list: () => USERS.list }, user, userBody),
      {
        name: 'user reset password',
        permission: { menu: ADMIN_MENU.user, button: ADMIN_BUTTON.resetPassword },
        request: async () => ({
          method: 'POST',
          url: fillPath(USERS.resetPassword, { id: await user() }),
          payload: { password: md5Hex('Changed123') },
        }),
      },
      {
        name: 'user state',
        permission: { menu: ADMIN_MENU.user, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(USERS.state, { id: await user() }),
          payload: { enabled: false },
        }),
      },
    ],
  );

  it('serves every picker to a signed-in user without any grant, and none without a session', async () => {
    const nobody = await createCaller(h);
    const pickers: [string, 'GET' | 'POST', object?][] = [
      [ORGANIZE.selector, 'GET'],
      [ORGANIZE.tree, 'GET'],
      [DEPARTMENT.selector, 'GET'],
      [POSITION.selector, 'GET'],
      [POSITION.all, 'GET'],
      [ROLE.selector, 'GET'],
      [USERS.all, 'GET'],
      [USERS.selector, 'GET'],
      [USERS.imUser, 'GET'],
      [fillPath(USERS.imUserSelector, { id: '0' }), 'POST', {}],
      [USERS.getUserList, 'POST', { userId: [nobody.userId] }],
    ];
    for (const [url, method, payload] of pickers) {
      const granted = await call(h.app, method, url, { token: nobody.token, payload });
      assert.equal(granted.statusCode, 200, `${url}: ${granted.body}`);
      const anonymous = await call(h.app, method, url, { payload });
      assert.equal(anonymous.json<{ code: number }>().code, 600, url);
    }
  });
});
