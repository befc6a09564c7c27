import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  ADMINISTRATORS_ROLE_CODE,
  AUTHORIZE,
  type AuthorizeData,
  fillPath,
  ONLINE_USER,
  POSITION,
  ROLE,
  SYSTEM_MENU,
  USERS,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import {
  dataSchemes,
  organizations,
  positions,
  roles,
  users,
  type SchemeCondition,
} from '../../src/db/schema';
import { md5Hex } from '../../src/plugins/auth/passwords';
import { ADMIN_PASSWORD, login, startApp, type Harness } from '../support/app-harness';
import { databaseFingerprint } from '../support/database-fingerprint';
import {
  describeDelegationMatrix,
  type DelegateKind,
  type Delegates,
} from '../support/delegation-matrix';
import {
  createCaller,
  createPosition,
  createRole,
  menuId,
  type Caller,
  type GrantSet,
} from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';

const REASON = {
  administrator: 'Only an administrator can manage an administrator',
  moreRights: 'This user holds rights that you do not hold, so you cannot manage them',
  administratorsRole:
    "Only an administrator can assign, change or authorise the administrators' role",
  assignBeyond: 'You cannot assign a role or position that carries rights you do not hold',
  enableBeyond: 'This role or position carries rights you do not hold, so you cannot enable it',
  grantBeyond: 'You cannot grant or withdraw rights that you do not hold',
  ownAccess: 'You cannot change your own roles, positions, organisation or permissions',
  scope: 'The record would fall outside your data permission scope',
  heldMenu: 'You cannot change a menu whose rights you hold, nor its elements and data schemes',
};

/** Every button of the pages a delegated administrator of users and permissions holds. */
const DELEGATE_BUTTONS: [string, string][] = [
  ...[
    ADMIN_BUTTON.add,
    ADMIN_BUTTON.edit,
    ADMIN_BUTTON.remove,
    ADMIN_BUTTON.resetPassword,
    ADMIN_BUTTON.state,
  ].map((b): [string, string] => [ADMIN_MENU.user, b]),
  ...[ADMIN_BUTTON.add, ADMIN_BUTTON.edit, ADMIN_BUTTON.remove, ADMIN_BUTTON.state].map(
    (b): [string, string] => [ADMIN_MENU.role, b],
  ),
  ...[ADMIN_BUTTON.add, ADMIN_BUTTON.edit, ADMIN_BUTTON.remove].map((b): [string, string] => [
    ADMIN_MENU.position,
    b,
  ]),
  [ADMIN_MENU.authorize, ADMIN_BUTTON.edit],
  [ADMIN_MENU.onlineUser, ADMIN_BUTTON.forcedOffline],
  ...[ADMIN_BUTTON.add, ADMIN_BUTTON.edit, ADMIN_BUTTON.remove].map((b): [string, string] => [
    'system.menu',
    b,
  ]),
];
const DELEGATE_MENUS = [
  ADMIN_MENU.user,
  ADMIN_MENU.role,
  ADMIN_MENU.position,
  ADMIN_MENU.authorize,
  ADMIN_MENU.onlineUser,
  'system.menu',
];

/** A right no delegate holds. */
const BEYOND: GrantSet = { menus: [ADMIN_MENU.organize] };

let sequence = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

describe('delegated administration: nobody raises their own rights or reaches an administrator', () => {
  let h: Harness;
  const w = {
    deptA: '',
    deptB: '',
    adminId: '',
    adminRoleId: '',
    userMenuId: '',
    organizeMenuId: '',
    scheme: { scoped: '', unscoped: '' } as Record<DelegateKind, string>,
    delegateRole: { scoped: '', unscoped: '' } as Record<DelegateKind, string>,
    peer: '',
    strong: '',
    roleWithin: '',
    roleBeyond: '',
    positionBeyond: '',
    disabledRoleBeyond: '',
    disabledPositionBeyond: '',
  };
  let delegates: Delegates;

  const scheme = async (enCode: string, conditions: SchemeCondition[]): Promise<string> => {
    const [row] = await h.db
      .insert(dataSchemes)
      .values({
        menuId: w.userMenuId,
        enCode,
        fullName: enCode,
        conditions: { logic: 'and', groups: [{ logic: 'and', conditions }] },
      })
      .returning();
    return row?.id ?? '';
  };

  before(async () => {
    h = await startApp();
    const [admin] = await h.db.select().from(users).where(eq(users.account, 'admin'));
    w.adminId = admin?.id ?? '';
    w.deptA = admin?.organizeId ?? '';
    const [deptB] = await h.db
      .insert(organizations)
      .values({ enCode: 'DEPT.B', fullName: 'DEPT.B', category: 'department' })
      .returning();
    w.deptB = deptB?.id ?? '';
    const [adminRole] = await h.db
      .select()
      .from(roles)
      .where(eq(roles.enCode, ADMINISTRATORS_ROLE_CODE));
    w.adminRoleId = adminRole?.id ?? '';
    w.userMenuId = await menuId(h.db, ADMIN_MENU.user);
    w.organizeMenuId = await menuId(h.db, ADMIN_MENU.organize);
    w.scheme.scoped = await scheme('own_department', [
      { field: 'organizeId', op: '==', value: '@organizeId' },
    ]);
    w.scheme.unscoped = await scheme('all_users', []);

    const delegate = async (kind: DelegateKind): Promise<Caller> => {
      w.delegateRole[kind] = await createRole(h.db, {
        menus: DELEGATE_MENUS,
        buttons: DELEGATE_BUTTONS,
        resources: [w.scheme[kind]],
      });
      return createCaller(h, { roles: [w.delegateRole[kind]], organizeId: w.deptA });
    };
    delegates = { scoped: await delegate('scoped'), unscoped: await delegate('unscoped') };

    w.roleWithin = await createRole(h.db, { menus: [ADMIN_MENU.user] });
    w.roleBeyond = await createRole(h.db, BEYOND);
    w.positionBeyond = await createPosition(h.db, BEYOND);
    w.disabledRoleBeyond = await createRole(h.db, BEYOND, false);
    w.disabledPositionBeyond = await createPosition(h.db, BEYOND);
    await h.db
      .update(positions)
      .set({ enabled: false })
      .where(eq(positions.id, w.disabledPositionBeyond));
    w.peer = (await createCaller(h, { organizeId: w.deptA })).userId;
    w.strong = (await createCaller(h, { organizeId: w.deptA, roles: [w.roleBeyond] })).userId;
  });
  after(() => h.close());

  const userBody = (account: string, extra: object = {}) => ({
    account,
    realName: account,
    organizeId: w.deptA,
    ...extra,
  });
  const selfBody = (d: Caller, kind: DelegateKind, extra: object = {}) =>
    userBody(d.account, { roleIds: [w.delegateRole[kind]], ...extra });
  const noGrants = { buttonIds: [], columnIds: [], formIds: [], resourceIds: [] };
  const authority = (objectId: string) => fillPath(AUTHORIZE.data, { objectId });

  describeDelegationMatrix(
    () => h,
    () => delegates,
    [
      {
        name: "reset an administrator's password",
        refusedWith: REASON.administrator,
        request: () => ({
          method: 'POST',
          url: fillPath(USERS.resetPassword, { id: w.adminId }),
          payload: { password: md5Hex('Hijacked1') },
        }),
      },
      {
        name: 'edit an administrator',
        refusedWith: REASON.administrator,
        request: () => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: w.adminId }),
          payload: userBody('admin', { mobile: '13900000000', roleIds: [w.adminRoleId] }),
        }),
      },
      {
        name: 'disable an administrator',
        refusedWith: REASON.administrator,
        request: () => ({
          method: 'PUT',
          url: fillPath(USERS.state, { id: w.adminId }),
          payload: { enabled: false },
        }),
      },
      {
        name: 'delete an administrator',
        refusedWith: REASON.administrator,
        request: () => ({ method: 'DELETE', url: fillPath(USERS.item, { id: w.adminId }) }),
      },
      {
        name: 'force an administrator offline',
        refusedWith: REASON.administrator,
        request: () => ({
          method: 'DELETE',
          url: fillPath(ONLINE_USER.one, { userId: w.adminId }),
        }),
      },
      {
        name: 'reset the password of a user holding rights the delegate lacks',
        refusedWith: REASON.moreRights,
        request: () => ({
          method: 'POST',
          url: fillPath(USERS.resetPassword, { id: w.strong }),
          payload: { password: md5Hex('Hijacked1') },
        }),
      },
      {
        name: 'edit the mobile of a user holding rights the delegate lacks',
        refusedWith: REASON.moreRights,
        request: () => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: w.strong }),
          payload: userBody('strongone', { mobile: '13900000001', roleIds: [w.roleBeyond] }),
        }),
      },
      {
        name: 'force offline a user holding rights the delegate lacks',
        refusedWith: REASON.moreRights,
        request: () => ({ method: 'DELETE', url: fillPath(ONLINE_USER.one, { userId: w.strong }) }),
      },
      {
        name: "give yourself the administrators' role",
        refusedWith: REASON.ownAccess,
        request: (d, kind) => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: d.userId }),
          payload: selfBody(d, kind, { roleIds: [w.delegateRole[kind], w.adminRoleId] }),
        }),
      },
      {
        name: 'give yourself another role, even one within your rights',
        refusedWith: REASON.ownAccess,
        request: (d, kind) => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: d.userId }),
          payload: selfBody(d, kind, { roleIds: [w.delegateRole[kind], w.roleWithin] }),
        }),
      },
      {
        name: 'move yourself to another organisation',
        refusedWith: REASON.ownAccess,
        request: (d, kind) => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: d.userId }),
          payload: selfBody(d, kind, { organizeId: w.deptB }),
        }),
      },
      {
        name: "give a user the administrators' role",
        refusedWith: REASON.administratorsRole,
        request: () => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: w.peer }),
          payload: userBody(fresh('peer'), { roleIds: [w.adminRoleId] }),
        }),
      },
      {
        name: 'give a user a role carrying rights the delegate lacks',
        refusedWith: REASON.assignBeyond,
        request: () => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: w.peer }),
          payload: userBody(fresh('peer'), { roleIds: [w.roleBeyond] }),
        }),
      },
      {
        name: 'give a user a position carrying rights the delegate lacks',
        refusedWith: REASON.assignBeyond,
        request: () => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: w.peer }),
          payload: userBody(fresh('peer'), { positionIds: [w.positionBeyond] }),
        }),
      },
      {
        name: "create a user with the administrators' role",
        refusedWith: REASON.administratorsRole,
        request: () => ({
          method: 'POST',
          url: USERS.create,
          payload: userBody(fresh('new'), { roleIds: [w.adminRoleId] }),
        }),
      },
      {
        name: 'create a user with a role carrying rights the delegate lacks',
        refusedWith: REASON.assignBeyond,
        request: () => ({
          method: 'POST',
          url: USERS.create,
          payload: userBody(fresh('new'), { roleIds: [w.roleBeyond] }),
        }),
      },
      {
        name: 'create a user outside the data scope',
        refusedWith: REASON.scope,
        only: 'scoped',
        request: () => ({
          method: 'POST',
          url: USERS.create,
          payload: userBody(fresh('new'), { organizeId: w.deptB }),
        }),
      },
      {
        name: 'move a user out of the data scope',
        refusedWith: REASON.scope,
        only: 'scoped',
        request: () => ({
          method: 'PUT',
          url: fillPath(USERS.item, { id: w.peer }),
          payload: userBody(fresh('peer'), { organizeId: w.deptB }),
        }),
      },
      {
        name: "edit the administrators' role",
        refusedWith: REASON.administratorsRole,
        request: () => ({
          method: 'PUT',
          url: fillPath(ROLE.item, { id: w.adminRoleId }),
          payload: { enCode: ADMINISTRATORS_ROLE_CODE, fullName: 'renamed' },
        }),
      },
      {
        name: "disable the administrators' role",
        refusedWith: REASON.administratorsRole,
        request: () => ({
          method: 'PUT',
          url: fillPath(ROLE.state, { id: w.adminRoleId }),
          payload: { enabled: false },
        }),
      },
      {
        name: "delete the administrators' role",
        refusedWith: REASON.administratorsRole,
        request: () => ({ method: 'DELETE', url: fillPath(ROLE.item, { id: w.adminRoleId }) }),
      },
      {
        name: 'enable a role carrying rights the delegate lacks',
        refusedWith: REASON.enableBeyond,
        request: () => ({
          method: 'PUT',
          url: fillPath(ROLE.state, { id: w.disabledRoleBeyond }),
          payload: { enabled: true },
        }),
      },
      {
        name: 'enable such a role through its edit form',
        refusedWith: REASON.enableBeyond,
        request: () => ({
          method: 'PUT',
          url: fillPath(ROLE.item, { id: w.disabledRoleBeyond }),
          payload: { enCode: fresh('R'), fullName: 'revived', enabled: true },
        }),
      },
      {
        name: 'enable a position carrying rights the delegate lacks',
        refusedWith: REASON.enableBeyond,
        request: () => ({
          method: 'PUT',
          url: fillPath(POSITION.item, { id: w.disabledPositionBeyond }),
          payload: { organizeId: w.deptA, enCode: fresh('P'), fullName: 'revived', enabled: true },
        }),
      },
      {
        name: 'grant yourself a right on the authorisation page',
        refusedWith: REASON.ownAccess,
        request: (d) => ({
          method: 'PUT',
          url: authority(d.userId),
          payload: { objectType: 'user', ...noGrants, menuIds: [w.userMenuId] },
        }),
      },
      {
        name: 'change the grants of a role you hold',
        refusedWith: REASON.ownAccess,
        request: (_d, kind) => ({
          method: 'PUT',
          url: authority(w.delegateRole[kind]),
          payload: { objectType: 'role', ...noGrants, menuIds: [w.userMenuId] },
        }),
      },
      {
        name: "authorise the administrators' role",
        refusedWith: REASON.administratorsRole,
        request: () => ({
          method: 'PUT',
          url: authority(w.adminRoleId),
          payload: { objectType: 'role', ...noGrants, menuIds: [] },
        }),
      },
      {
        name: 'authorise an administrator',
        refusedWith: REASON.administrator,
        request: () => ({
          method: 'PUT',
          url: authority(w.adminId),
          payload: { objectType: 'user', ...noGrants, menuIds: [w.userMenuId] },
        }),
      },
      {
        name: 'grant a role a right the delegate lacks',
        refusedWith: REASON.grantBeyond,
        request: () => ({
          method: 'PUT',
          url: authority(w.roleWithin),
          payload: { objectType: 'role', ...noGrants, menuIds: [w.userMenuId, w.organizeMenuId] },
        }),
      },
      {
        name: 'withdraw from a role a right the delegate lacks',
        refusedWith: REASON.grantBeyond,
        request: () => ({
          method: 'PUT',
          url: authority(w.roleBeyond),
          payload: { objectType: 'role', ...noGrants, menuIds: [] },
        }),
      },
      {
        name: 'delete the data scheme that bounds you',
        refusedWith: REASON.heldMenu,
        request: (_d, kind) => ({
          method: 'DELETE',
          url: fillPath(SYSTEM_MENU.scheme, { id: w.scheme[kind] }),
        }),
      },
      {
        name: 'disable a menu you hold',
        refusedWith: REASON.heldMenu,
        request: () => ({ method: 'PUT', url: fillPath(SYSTEM_MENU.state, { id: w.userMenuId }) }),
      },
      {
        // Names show everywhere the menu does; a held menu's stay as the administrators set them.
        name: 'rename a menu you hold in another language',
        refusedWith: REASON.heldMenu,
        request: () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_MENU.one, { id: w.userMenuId }),
          payload: {
            type: 2,
            enCode: ADMIN_MENU.user,
            fullName: '用户',
            names: { zhtw: '使用者', en: 'Mine' },
          },
        }),
      },
      {
        name: 'add a column to a menu you hold',
        refusedWith: REASON.heldMenu,
        request: () => ({
          method: 'POST',
          url: SYSTEM_MENU.columns,
          payload: { moduleId: w.userMenuId, enCode: 'salary', fullName: 'salary' },
        }),
      },
    ],
  );

  for (const kind of ['scoped', 'unscoped'] as const) {
    it(`a ${kind} delegate still administers users and roles within its rights`, async () => {
      const d = delegates[kind];
      const as = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
        call(h.app, method, url, { token: d.token, payload });
      const expectOk = async (label: string, response: ReturnType<typeof as>) => {
        const answer = await response;
        assert.equal(envelope(answer).code, 200, `${label}: ${answer.body}`);
        return answer;
      };

      const created = await expectOk(
        'create',
        as('POST', USERS.create, {
          ...userBody(fresh('made'), { roleIds: [w.roleWithin] }),
          isAdministrator: true,
        }),
      );
      const createdId = envelope<{ id: string }>(created).data.id;
      const [made] = await h.db.select().from(users).where(eq(users.id, createdId));
      assert.equal(made?.isAdministrator, false, 'the body cannot make an administrator');

      await expectOk(
        'edit a peer',
        as('PUT', fillPath(USERS.item, { id: w.peer }), {
          ...userBody(fresh('peer'), { roleIds: [w.roleWithin] }),
        }),
      );
      await expectOk(
        'reset a peer',
        as('POST', fillPath(USERS.resetPassword, { id: w.peer }), {
          password: md5Hex('Peer12345'),
        }),
      );
      await expectOk(
        'edit yourself',
        as('PUT', fillPath(USERS.item, { id: d.userId }), selfBody(d, kind, { realName: 'me' })),
      );
      const dormant = await createRole(h.db, { menus: [ADMIN_MENU.user] }, false);
      await expectOk(
        'enable a role within your rights',
        as('PUT', fillPath(ROLE.state, { id: dormant }), { enabled: true }),
      );
      const other = await createRole(h.db, BEYOND);
      await expectOk(
        'add a right you hold to a role you do not hold, keeping the rights you lack',
        as('PUT', authority(other), {
          objectType: 'role',
          ...noGrants,
          menuIds: [w.organizeMenuId, w.userMenuId],
        }),
      );
    });
  }

  it('tells the authorisation page what a delegate may not change, before it tries', async () => {
    const read = async (token: string, objectId: string, objectType = 'role') =>
      envelope<AuthorizeData>(
        await call(h.app, 'GET', `${authority(objectId)}?objectType=${objectType}`, {
          token,
          language: 'en',
        }),
      ).data;
    const d = delegates.scoped;
    const other = await read(d.token, w.roleBeyond);
    assert.ok(other.locked.menuIds.includes(w.organizeMenuId), 'a right it lacks is locked');
    assert.ok(!other.locked.menuIds.includes(w.userMenuId), 'a right it holds is not');
    assert.ok(other.locked.resourceIds.includes(w.scheme.unscoped));
    assert.ok(!other.locked.resourceIds.includes(w.scheme.scoped));
    assert.equal(other.readOnlyReason, undefined);
    assert.equal((await read(d.token, w.delegateRole.scoped)).readOnlyReason, REASON.ownAccess);
    assert.equal((await read(d.token, w.adminId, 'user')).readOnlyReason, REASON.administrator);

    const adminToken = envelope<{ token: string }>(await login(h.app, 'admin', ADMIN_PASSWORD)).data
      .token;
    const asAdmin = await read(adminToken, w.roleBeyond);
    assert.deepEqual(Object.values(asAdmin.locked).flat(), []);
    assert.equal(asAdmin.readOnlyReason, undefined);
  });

  it('holds when the same escalation arrives 50 times at once', async () => {
    const d = delegates.unscoped;
    const before = await databaseFingerprint(h.db);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? call(h.app, 'PUT', fillPath(USERS.item, { id: d.userId }), {
              token: d.token,
              payload: selfBody(d, 'unscoped', {
                roleIds: [w.delegateRole.unscoped, w.adminRoleId],
              }),
            })
          : call(h.app, 'POST', fillPath(USERS.resetPassword, { id: w.adminId }), {
              token: d.token,
              payload: { password: md5Hex(`Hijacked${i}`) },
            }),
      ),
    );
    assert.deepEqual(
      [...new Set(attempts.map((response) => response.statusCode))],
      [403],
      'every attempt is refused',
    );
    assert.equal(await databaseFingerprint(h.db), before);
    const admin = await login(h.app, 'admin', ADMIN_PASSWORD);
    assert.equal(envelope(admin).code, 200, 'the administrator still signs in');
  });

  it("keeps the administrators' role's code, even for an administrator", async () => {
    const adminToken = envelope<{ token: string }>(await login(h.app, 'admin', ADMIN_PASSWORD)).data
      .token;
    const renamed = await call(h.app, 'PUT', fillPath(ROLE.item, { id: w.adminRoleId }), {
      token: adminToken,
      language: 'en',
      payload: { enCode: 'superuser', fullName: '系统管理员' },
    });
    assert.equal(renamed.statusCode, 400);
    assert.equal(envelope(renamed).msg, "The administrators' role keeps its code");
    const described = await call(h.app, 'PUT', fillPath(ROLE.item, { id: w.adminRoleId }), {
      token: adminToken,
      payload: { enCode: ADMINISTRATORS_ROLE_CODE, fullName: '系统管理员', description: 'all' },
    });
    assert.equal(envelope(described).code, 200, described.body);
  });
});
