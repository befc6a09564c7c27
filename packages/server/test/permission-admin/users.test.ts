import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  fillPath,
  USERS,
  type CreatedId,
  type ImUserPage,
  type OrgTreeList,
  type StateResult,
  type UserBriefList,
  type UserPage,
  type UserRecord,
} from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { organizations, positions, roles, users } from '../../src/db/schema';
import { md5Hex, verifyPassword } from '../../src/plugins/auth/passwords';
import { currentUser, tokenFor, type Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { callerWithRole } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';

describe('user administration', () => {
  let h: Harness;
  let token = '';
  let dept = '';
  let roleId = '';
  let positionId = '';
  const body = (account: string, extra: object = {}) => ({
    account,
    realName: `用户${account}`,
    organizeId: dept,
    ...extra,
  });
  const create = async (payload: object, language?: string, as = token) =>
    call(h.app, 'POST', USERS.create, {
      token: as,
      payload,
      ...(language ? { language } : {}),
    });
  const createdId = async (payload: object, as = token): Promise<string> => {
    const response = await create(payload, undefined, as);
    assert.equal(response.statusCode, 200, response.body);
    return envelope<CreatedId>(response).data.id;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    const [row] = await h.db
      .select()
      .from(organizations)
      .where(eq(organizations.enCode, 'HQ.ADMIN'));
    dept = row?.id ?? '';
    const [role] = await h.db.select().from(roles).where(eq(roles.enCode, 'staff'));
    roleId = role?.id ?? '';
    const [position] = await h.db
      .insert(positions)
      .values({ enCode: 'clerk', fullName: '文员', organizeId: dept })
      .returning();
    positionId = position?.id ?? '';
  });
  after(() => h.close());

  it('creates a user with roles and positions and the default password', async () => {
    const id = await createdId(
      body('zhang3', {
        realName: '张三',
        mobile: '13900000001',
        email: 'zhang3@example.com',
        gender: 'male',
        roleIds: [roleId],
        positionIds: [positionId],
      }),
    );
    const read = await call(h.app, 'GET', fillPath(USERS.item, { id }), { token });
    assert.equal(read.statusCode, 200, read.body);
    const user = envelope<UserRecord>(read).data;
    assert.deepEqual(
      [user.account, user.realName, user.gender, user.mobile, user.email, user.organizeName],
      ['zhang3', '张三', 'male', '13900000001', 'zhang3@example.com', '综合管理部'],
    );
    assert.deepEqual(
      [user.roleIds, user.positionIds, user.enabled],
      [[roleId], [positionId], true],
    );
    // The configured default password signs the new user in.
    await tokenFor(h.app, 'zhang3', 'Mepm123456');
    const [row] = await h.db.select().from(users).where(eq(users.id, id));
    assert.equal(row?.createdBy !== null, true, 'the creator is recorded');
  });

  it('takes a given md5 as the initial password', async () => {
    await createdId(body('li4', { password: md5Hex('Li4secret1') }));
    await tokenFor(h.app, 'li4', 'Li4secret1');
    const plain = await create(body('li5', { password: 'not-md5' }), 'en');
    assert.equal(envelope(plain).msg, 'The password must be sent as an md5 digest');
  });

  it('refuses bad fields with the field named and the rule text', async () => {
    const cases: [object, string][] = [
      [body('bad account'), 'account: Only letters and digits'],
      [body('ok1', { mobile: '123' }), 'mobile number: Enter your phone number correctly'],
      [body('ok2', { email: 'nope' }), 'e-mail: Enter a valid e-mail address'],
      [body('ok3', { organizeId: 'missing' }), 'organisation does not exist'],
      [body('ok4', { roleIds: ['missing'] }), 'roles does not exist'],
      [body('ok5', { positionIds: [positionId, 'x'] }), 'positions does not exist'],
      [body('ok6', { gender: 'other' }), 'gender is not one of the allowed values'],
      [{ account: 'ok7', organizeId: dept }, 'Please enter name'],
      [body('ok8', { realName: ' ' }), 'Please enter name'],
      [body('ok9', { managerId: 'ghost' }), 'manager does not exist'],
      [
        body('ok10', { realName: '张三!' }),
        'name: Only Chinese characters, letters and digits, no special symbols',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload, 'en');
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(envelope(response).msg, message, JSON.stringify(payload));
    }
    const zh = await create(body('坏账号'));
    assert.equal(envelope(zh).msg, '账号：只能输入字母和数字');
    const name = await create(body('ok11', { realName: '王<b>五</b>' }));
    assert.equal(envelope(name).msg, '姓名：只能输入中文、字母、数字，不能包含特殊符号');
  });

  it('keeps accounts and main mobiles unique with a clear message', async () => {
    await createdId(body('wang5', { mobile: '13900000005' }));
    const account = await create(body('wang5'));
    assert.equal(account.statusCode, 400);
    assert.equal(envelope(account).msg, '账号已存在');
    const mobile = await create(body('wang6', { mobile: '13900000005' }), 'en');
    assert.equal(envelope(mobile).msg, 'mobile number already exists');
  });

  it('edits a user and replaces their roles and positions', async () => {
    const id = await createdId(body('zhao6', { roleIds: [roleId] }));
    const response = await call(h.app, 'PUT', fillPath(USERS.item, { id }), {
      token,
      payload: body('zhao6', {
        realName: '赵六',
        positionIds: [positionId],
        mobile: '13900000006',
      }),
    });
    assert.equal(response.statusCode, 200, response.body);
    const user = envelope<UserRecord>(
      await call(h.app, 'GET', fillPath(USERS.item, { id }), { token }),
    ).data;
    assert.deepEqual(
      [user.realName, user.mobile, user.roleIds, user.positionIds],
      ['赵六', '13900000006', [], [positionId]],
    );
    const self = await call(h.app, 'PUT', fillPath(USERS.item, { id }), {
      token,
      payload: body('zhao6', { managerId: id }),
    });
    assert.equal(envelope(self).msg, '直属主管不能是自己');
    const missing = await call(h.app, 'PUT', fillPath(USERS.item, { id: 'nobody' }), {
      token,
      payload: body('zhao7'),
    });
    assert.equal(missing.statusCode, 404);
  });

  it('lists users by keyword and organisation (with sub-organisations), paged', async () => {
    const [sub] = await h.db
      .insert(organizations)
      .values({
        enCode: 'HQ.ADMIN.SUB',
        fullName: '下属组',
        category: 'department',
        parentId: dept,
      })
      .returning();
    await createdId(body('subuser', { organizeId: sub?.id, realName: '下属' }));
    const byOrg = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?organizeId=${dept}&pageSize=1000`, { token }),
    ).data;
    assert.ok(
      byOrg.list.some((u) => u.account === 'subuser'),
      'sub-organisation users count',
    );
    const onlySub = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?organizeId=${sub?.id}`, { token }),
    ).data;
    assert.deepEqual(
      onlySub.list.map((u) => u.account),
      ['subuser'],
    );
    assert.deepEqual(onlySub.pagination, { currentPage: 1, pageSize: 20, total: 1 });

    const byKeyword = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?keyword=${encodeURIComponent('张')}`, { token }),
    ).data;
    assert.deepEqual(
      byKeyword.list.map((u) => [u.account, u.roleNames, u.positionNames]),
      [['zhang3', ['普通员工'], ['文员']]],
    );
    const byMobile = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?keyword=13900000001`, { token }),
    ).data;
    assert.deepEqual(
      byMobile.list.map((u) => u.account),
      ['zhang3'],
    );
    const literal = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?keyword=%25`, { token }),
    );
    assert.deepEqual(literal.data.list, [], '% matches itself, not everything');

    const page2 = envelope<UserPage>(
      await call(h.app, 'GET', `${USERS.list}?currentPage=2&pageSize=2`, { token }),
    ).data;
    assert.equal(page2.list.length, 2);
    assert.equal(page2.pagination.currentPage, 2);
    assert.ok(page2.pagination.total >= 6);
    const tooBig = await call(h.app, 'GET', `${USERS.list}?pageSize=1001`, {
      token,
      language: 'en',
    });
    assert.equal(tooBig.statusCode, 400);
    assert.match(envelope(tooBig).msg, /page size/);
  });

  it('disabling a user ends their sessions at once: their next call answers 602', async () => {
    const id = await createdId(body('victim', { password: md5Hex('Victim123') }));
    const victim = await tokenFor(h.app, 'victim', 'Victim123');
    assert.equal((await currentUser(h.app, victim)).statusCode, 200);
    const off = await call(h.app, 'PUT', fillPath(USERS.state, { id }), {
      token,
      payload: { enabled: false },
    });
    assert.deepEqual(envelope<StateResult>(off).data, { enabled: false });
    const next = await currentUser(h.app, victim);
    assert.equal(next.statusCode, 401);
    assert.equal(envelope(next).code, 602);
    assert.equal(envelope(next).msg, '您的账号已被停用');
    // Without a body the state flips, as the platform family's toggle does.
    const flip = await h.app.inject({
      method: 'PUT',
      url: `${fillPath(USERS.state, { id })}?n=1`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.deepEqual(envelope<StateResult>(flip).data, { enabled: true }, flip.body);
    await tokenFor(h.app, 'victim', 'Victim123');
  });

  it('disabling through the edit form ends the sessions too', async () => {
    const id = await createdId(body('edited', { password: md5Hex('Edited123') }));
    const edited = await tokenFor(h.app, 'edited', 'Edited123');
    await call(h.app, 'PUT', fillPath(USERS.item, { id }), {
      token,
      payload: body('edited', { enabled: false }),
    });
    assert.equal(envelope(await currentUser(h.app, edited)).code, 602);
  });

  it('resetting a password ends every session of the user', async () => {
    const id = await createdId(body('forgot', { password: md5Hex('Forgot123') }));
    const first = await tokenFor(h.app, 'forgot', 'Forgot123');
    const second = await tokenFor(h.app, 'forgot', 'Forgot123');
    const reset = await call(h.app, 'POST', fillPath(USERS.resetPassword, { id }), {
      token,
      payload: { password: md5Hex('Newpass123') },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(envelope(reset).msg, '密码已重置，该用户需重新登录');
    assert.equal(envelope(await currentUser(h.app, first)).code, 602);
    assert.equal(envelope(await currentUser(h.app, second)).code, 602);
    const [row] = await h.db.select().from(users).where(eq(users.id, id));
    assert.ok(await verifyPassword(row?.passwordHash, md5Hex('Newpass123')));
    const bad = await call(h.app, 'POST', fillPath(USERS.resetPassword, { id }), {
      token,
      payload: { password: 'plain' },
    });
    assert.equal(bad.statusCode, 400);
  });

  it('never deletes or disables the caller or the last administrator', async () => {
    const [admin] = await h.db.select().from(users).where(eq(users.account, 'admin'));
    const adminId = admin?.id ?? '';
    const self = await call(h.app, 'DELETE', fillPath(USERS.item, { id: adminId }), { token });
    assert.equal(envelope(self).msg, '不能删除自己');
    const disableSelf = await call(h.app, 'PUT', fillPath(USERS.state, { id: adminId }), {
      token,
      payload: { enabled: false },
    });
    assert.equal(envelope(disableSelf).msg, '不能禁用自己');

    // With two administrators one may go; a delegated administrator reaches neither.
    const other = await createdId(body('admin2', { password: md5Hex('Admin2pass') }));
    await h.db.update(users).set({ isAdministrator: true }).where(eq(users.id, other));
    const otherToken = await tokenFor(h.app, 'admin2', 'Admin2pass');
    const manager = await callerWithRole(h, {
      menus: [ADMIN_MENU.user],
      buttons: [
        [ADMIN_MENU.user, ADMIN_BUTTON.remove],
        [ADMIN_MENU.user, ADMIN_BUTTON.state],
      ],
    });
    const deleteByDelegate = await call(h.app, 'DELETE', fillPath(USERS.item, { id: other }), {
      token: manager.token,
      language: 'en',
    });
    assert.equal(deleteByDelegate.statusCode, 403);
    assert.equal(
      envelope(deleteByDelegate).msg,
      'Only an administrator can manage an administrator',
    );
    const first = await call(h.app, 'DELETE', fillPath(USERS.item, { id: adminId }), {
      token: otherToken,
    });
    assert.equal(first.statusCode, 200, first.body);

    // Two administrators disabling each other at once: the row locks let only one through.
    const third = await createdId(body('admin3', { password: md5Hex('Admin3pass') }), otherToken);
    await h.db.update(users).set({ isAdministrator: true }).where(eq(users.id, third));
    const thirdToken = await tokenFor(h.app, 'admin3', 'Admin3pass');
    const [byOther, byThird] = await Promise.all([
      call(h.app, 'PUT', fillPath(USERS.state, { id: third }), {
        token: otherToken,
        payload: { enabled: false },
      }),
      call(h.app, 'PUT', fillPath(USERS.state, { id: other }), {
        token: thirdToken,
        payload: { enabled: false },
      }),
    ]);
    const codes = [envelope(byOther).code, envelope(byThird).code].sort();
    assert.equal(codes[0], 200, `${byOther.body} ${byThird.body}`);
    assert.notEqual(codes[1], 200, 'one enabled administrator always remains');
    const enabledAdmins = await h.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdministrator, true), eq(users.enabled, true)));
    assert.equal(enabledAdmins.length, 1);
    const survivor = envelope(byOther).code === 200 ? otherToken : thirdToken;
    token = survivor;
  });

  it('deletes a user with their relations and sessions', async () => {
    const id = await createdId(
      body('leaver', { roleIds: [roleId], password: md5Hex('Leaver123') }),
    );
    const leaver = await tokenFor(h.app, 'leaver', 'Leaver123');
    const response = await call(h.app, 'DELETE', fillPath(USERS.item, { id }), { token });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      (await call(h.app, 'GET', fillPath(USERS.item, { id }), { token })).statusCode,
      404,
    );
    assert.equal(envelope(await currentUser(h.app, leaver)).code, 600);
  });

  it('serves pickers to any signed-in user: All, Selector, ImUser, getUserList', async () => {
    const mine = await tokenFor(h.app, 'zhang3', 'Mepm123456');
    const all = envelope<UserBriefList>(
      await call(h.app, 'GET', `${USERS.all}?keyword=zhang`, { token: mine }),
    );
    assert.equal(all.code, 200);
    assert.deepEqual(
      all.data.list.map((u) => [u.account, u.fullName, u.organizeName]),
      [['zhang3', '张三/zhang3', '综合管理部']],
    );

    const top = envelope<OrgTreeList>(await call(h.app, 'GET', USERS.selector, { token: mine }));
    assert.ok(top.data.list.every((node) => node.type === 'company'));
    const level = envelope<OrgTreeList>(
      await call(h.app, 'GET', `${USERS.selector}?parentId=${dept}`, { token: mine }),
    ).data.list;
    const zhang = level.find((node) => node.enCode === 'zhang3');
    assert.deepEqual([zhang?.type, zhang?.isLeaf], ['user', true]);
    assert.ok(level.some((node) => node.type === 'department' && node.isLeaf === false));
    const found = envelope<OrgTreeList>(
      await call(h.app, 'GET', `${USERS.selector}?keyword=${encodeURIComponent('张三')}`, {
        token: mine,
      }),
    ).data.list;
    assert.deepEqual(
      found.map((node) => node.fullName),
      ['张三/zhang3'],
    );
    const im = envelope<OrgTreeList>(
      await call(h.app, 'POST', fillPath(USERS.imUserSelector, { id: '0' }), {
        token: mine,
        payload: {},
      }),
    ).data.list;
    assert.deepEqual(im, top.data.list);

    const contacts = envelope<ImUserPage>(
      await call(h.app, 'GET', `${USERS.imUser}?keyword=li4&currentPage=1&pageSize=20`, {
        token: mine,
      }),
    ).data;
    assert.deepEqual(
      contacts.list.map((c) => [c.account, c.department]),
      [['li4', '综合管理部']],
    );
    const notSelf = envelope<ImUserPage>(
      await call(h.app, 'GET', `${USERS.imUser}?keyword=zhang3`, { token: mine }),
    ).data;
    assert.deepEqual(notSelf.list, [], 'the caller is not their own contact');

    const [li4] = await h.db.select().from(users).where(eq(users.account, 'li4'));
    const [z3] = await h.db.select().from(users).where(eq(users.account, 'zhang3'));
    const byIds = envelope<UserBriefList>(
      await call(h.app, 'POST', USERS.getUserList, {
        token: mine,
        payload: { userId: [li4?.id, 'unknown', z3?.id] },
      }),
    ).data.list;
    assert.deepEqual(
      byIds.map((u) => u.account),
      ['li4', 'zhang3'],
    );
  });
});
