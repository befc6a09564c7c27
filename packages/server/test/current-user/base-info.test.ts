import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CURRENT_USER, type CurrentUserBaseInfo } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { positions, userRelations, users } from '../../src/db/schema';
import {
  ADMIN_PASSWORD,
  createUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope } from '../support/requests';

describe('GET and PUT /api/permission/Users/Current/BaseInfo', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  async function view(token: string): Promise<CurrentUserBaseInfo> {
    const response = await call(h.app, 'GET', CURRENT_USER.baseInfo, { token });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<CurrentUserBaseInfo>(response).data;
  }

  it("shows the admin's organisation, roles, positions and previous sign-in", async () => {
    const [admin] = await h.db.select().from(users).where(eq(users.account, 'admin'));
    assert.ok(admin);
    const [position] = await h.db
      .insert(positions)
      .values({ enCode: 'pm', fullName: '项目经理' })
      .returning();
    assert.ok(position);
    await h.db
      .insert(userRelations)
      .values({ userId: admin.id, objectType: 'position', objectId: position.id });

    const first = await view(await tokenFor(h.app, 'admin', ADMIN_PASSWORD, { ip: '8.8.8.8' }));
    assert.equal(first.account, 'admin');
    assert.equal(first.realName, '管理员');
    assert.equal(first.gender, 'unknown');
    assert.equal(first.mobile, '13800000000');
    assert.equal(first.organizeName, '机电工程有限公司');
    assert.equal(first.departmentName, '综合管理部');
    assert.deepEqual(first.roleNames, ['系统管理员']);
    assert.deepEqual(first.positionNames, ['项目经理']);
    assert.equal(first.headIcon, '');
    assert.equal(first.createdTime, admin.createdAt.getTime());
    assert.equal(first.prevLoginTime, null);

    const firstAt = h.clock.now().getTime();
    h.clock.advance(1_000);
    const second = await view(await tokenFor(h.app, 'admin', ADMIN_PASSWORD));
    assert.equal(second.prevLoginTime, firstAt);
    assert.equal(second.prevLoginIPAddress, '8.8.8.8');
  });

  it('saves the edit and shows it back, trimmed', async () => {
    await createUser(h.db, { account: 'editor', password: 'Editor123' });
    const token = await tokenFor(h.app, 'editor', 'Editor123');
    const response = await call(h.app, 'PUT', CURRENT_USER.baseInfo, {
      token,
      payload: {
        realName: ' 张三 ',
        gender: 'male',
        mobile: '13912345678',
        email: 'zhang.san@example.com',
        signature: '安全第一\n质量至上',
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(envelope(response).code, 200);
    const after = await view(token);
    assert.equal(after.realName, '张三');
    assert.equal(after.gender, 'male');
    assert.equal(after.mobile, '13912345678');
    assert.equal(after.email, 'zhang.san@example.com');
    assert.equal(after.signature, '安全第一\n质量至上');

    // Absent fields stay; empty ones clear.
    await call(h.app, 'PUT', CURRENT_USER.baseInfo, {
      token,
      payload: { realName: '张三', email: '' },
    });
    const cleared = await view(token);
    assert.equal(cleared.email, '');
    assert.equal(cleared.mobile, '13912345678');
    assert.equal(cleared.gender, 'male');
  });

  it('names the offending field in the caller’s language', async () => {
    await createUser(h.db, { account: 'typo', password: 'Typo12345' });
    const token = await tokenFor(h.app, 'typo', 'Typo12345');
    const cases: { payload: object; language: string; msg: string }[] = [
      { payload: { realName: 'x', mobile: '12345' }, language: 'zh', msg: '请输入正确的手机号码' },
      { payload: { realName: 'x', email: 'not-mail' }, language: 'en', msg: 'e-mail is not valid' },
      { payload: { realName: '   ' }, language: 'zh', msg: '请输入姓名' },
      { payload: {}, language: 'zhtw', msg: '請輸入姓名' },
      { payload: { realName: 'x', gender: 'other' }, language: 'zh', msg: '性别的取值无效' },
      { payload: { realName: 'a\u0001b' }, language: 'en', msg: 'name is not valid' },
      {
        payload: { realName: 'a\u0000b' },
        language: 'en',
        msg: 'name must not contain the NUL character (U+0000)',
      },
      {
        payload: { realName: 'x', signature: 's'.repeat(501) },
        language: 'zh',
        msg: '个性签名长度不能超过500个字符',
      },
    ];
    for (const { payload, language, msg } of cases) {
      const response = await call(h.app, 'PUT', CURRENT_USER.baseInfo, {
        token,
        language,
        payload,
      });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(envelope(response), { code: 400, msg, data: null });
    }
    assert.equal((await view(token)).realName, 'typo');
  });

  it("refuses another main account's mobile as a clear 400", async () => {
    await createUser(h.db, { account: 'holder', password: 'Holder123', mobile: '13700000001' });
    await createUser(h.db, { account: 'wanter', password: 'Wanter123' });
    const token = await tokenFor(h.app, 'wanter', 'Wanter123');
    const response = await call(h.app, 'PUT', CURRENT_USER.baseInfo, {
      token,
      payload: { realName: 'wanter', mobile: '13700000001' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(envelope(response).msg, '手机号码已存在');
    assert.equal((await view(token)).mobile, '');
  });

  it('keeps the mobile of the caller itself acceptable', async () => {
    await createUser(h.db, { account: 'keeper', password: 'Keeper123', mobile: '13700000002' });
    const token = await tokenFor(h.app, 'keeper', 'Keeper123');
    const response = await call(h.app, 'PUT', CURRENT_USER.baseInfo, {
      token,
      payload: { realName: 'Keeper', mobile: '13700000002' },
    });
    assert.equal(response.statusCode, 200, response.body);
  });
});
