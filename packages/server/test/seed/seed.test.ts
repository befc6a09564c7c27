import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_BUTTON, ADMIN_MENU } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { createDb, type Db } from '../../src/db/client';
import { grants, menuElements, menus, userRelations, users } from '../../src/db/schema';
import { ADMIN_ACCOUNT, seed } from '../../src/db/seed';
import { PRODUCT_MENUS } from '../support/product';
import { md5Hex, verifyPassword } from '../../src/plugins/auth/passwords';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('seed', () => {
  let database: TestDatabase;
  let db: Db;
  before(async () => {
    database = await createTestDatabase();
    db = createDb(database.pool);
  });
  after(() => database.close());

  it('creates the admin with a generated password once, then changes nothing', async () => {
    const first = await seed(db, { menus: PRODUCT_MENUS });
    assert.equal(first.adminCreated, true);
    const password = first.generatedAdminPassword ?? '';
    assert.match(password, /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{16}$/);
    const [admin] = await db.select().from(users).where(eq(users.account, ADMIN_ACCOUNT));
    assert.ok(admin?.isAdministrator);
    assert.equal(await verifyPassword(admin.passwordHash, md5Hex(password)), true);

    const second = await seed(db, { adminPassword: 'Different123', menus: PRODUCT_MENUS });
    assert.deepEqual(second, { adminCreated: false });
    const admins = await db.select().from(users).where(eq(users.account, ADMIN_ACCOUNT));
    assert.equal(admins.length, 1);
    // ADMIN_PASSWORD applies when the admin is created, not to an existing admin.
    assert.equal(await verifyPassword(admins[0]?.passwordHash, md5Hex(password)), true);
  });

  it('keeps one home entry, granted once, however often it runs', async () => {
    await seed(db, { menus: PRODUCT_MENUS });
    const home = await db.select().from(menus).where(eq(menus.enCode, 'home'));
    assert.equal(home.length, 1);
    assert.equal(home[0]?.type, 2);
    const homeGrants = await db
      .select()
      .from(grants)
      .where(eq(grants.itemId, home[0]?.id ?? ''));
    assert.equal(homeGrants.length, 1);
  });

  it('gives pages without records only the buttons their routes check', async () => {
    await seed(db, { menus: PRODUCT_MENUS });
    const buttonsOf = async (enCode: string) => {
      const rows = await db
        .select({ enCode: menuElements.enCode })
        .from(menuElements)
        .innerJoin(menus, eq(menus.id, menuElements.menuId))
        .where(eq(menus.enCode, enCode));
      return rows.map((row) => row.enCode).sort();
    };
    assert.deepEqual(await buttonsOf(ADMIN_MENU.authorize), [ADMIN_BUTTON.edit]);
    assert.deepEqual(await buttonsOf(ADMIN_MENU.onlineUser), [ADMIN_BUTTON.forcedOffline]);
    assert.deepEqual(await buttonsOf(ADMIN_MENU.role), [
      ADMIN_BUTTON.add,
      ADMIN_BUTTON.edit,
      ADMIN_BUTTON.remove,
      ADMIN_BUTTON.state,
    ]);
  });
  it('restores shipped structure, elements and grants, and keeps the names people gave', async () => {
    await seed(db, { menus: PRODUCT_MENUS });
    const [userPage] = await db.select().from(menus).where(eq(menus.enCode, ADMIN_MENU.user));
    assert.ok(userPage);
    await db
      .update(menus)
      .set({ fullName: '人员', urlAddress: 'somewhere/else' })
      .where(eq(menus.id, userPage.id));
    const ofUserPage = (enCode: string) =>
      and(eq(menuElements.menuId, userPage.id), eq(menuElements.enCode, enCode));
    await db
      .update(menuElements)
      .set({ fullName: '重设密码' })
      .where(ofUserPage(ADMIN_BUTTON.resetPassword));
    await db.delete(menuElements).where(ofUserPage(ADMIN_BUTTON.state));
    const [home] = await db.select().from(menus).where(eq(menus.enCode, 'home'));
    await db.delete(grants).where(eq(grants.itemId, home?.id ?? ''));

    await seed(db, { menus: PRODUCT_MENUS });
    const [after] = await db.select().from(menus).where(eq(menus.id, userPage.id));
    assert.equal(after?.fullName, '人员', 'the edited name stays');
    assert.equal(after?.urlAddress, userPage.urlAddress, 'the structure follows the code');
    const elementName = async (enCode: string) =>
      (await db.select().from(menuElements).where(ofUserPage(enCode)))[0]?.fullName;
    assert.equal(await elementName(ADMIN_BUTTON.resetPassword), '重设密码');
    assert.equal(await elementName(ADMIN_BUTTON.state), '启用/禁用', 'the deleted button is back');
    const homeGrants = await db
      .select()
      .from(grants)
      .where(eq(grants.itemId, home?.id ?? ''));
    assert.equal(homeGrants.length, 1, 'the home grant is back');
  });
  it('changes nothing, not even a row version, when everything is in place', async () => {
    await seed(db, { menus: PRODUCT_MENUS });
    const versions = async () =>
      (
        await database.pool.query<{ xmin: string }>(
          `select xmin::text from menus union all select xmin::text from menu_elements
           union all select xmin::text from grants union all select xmin::text from user_relations
           union all select xmin::text from roles union all select xmin::text from organizations`,
        )
      ).rows.map((row) => row.xmin);
    const before = await versions();
    assert.deepEqual(await seed(db, { adminPassword: 'Other12345', menus: PRODUCT_MENUS }), {
      adminCreated: false,
    });
    assert.deepEqual(await versions(), before);
  });

  it('gives the admin back its role', async () => {
    await seed(db, { menus: PRODUCT_MENUS });
    const [admin] = await db.select().from(users).where(eq(users.account, ADMIN_ACCOUNT));
    await db.delete(userRelations).where(eq(userRelations.userId, admin?.id ?? ''));
    await seed(db, { menus: PRODUCT_MENUS });
    const relations = await db
      .select()
      .from(userRelations)
      .where(eq(userRelations.userId, admin?.id ?? ''));
    assert.equal(relations.length, 1);
  });
});
