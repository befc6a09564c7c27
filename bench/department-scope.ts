import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/client';
import {
  dataSchemes,
  grants,
  menus,
  roles,
  userRelations,
  users,
} from '../packages/server/src/db/schema';

/**
 * Gives one user of `departmentId` a role that may open the user list and see only the users of
 * their own department (a data scheme on `organizeId == @organizeId`). Returns that user's account.
 */
export async function grantOwnDepartmentScope(db: Db, departmentId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [menu] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.enCode, 'permission.user'));
    if (!menu) throw new Error('the seed has no permission.user menu');
    const [scheme] = await tx
      .insert(dataSchemes)
      .values({
        menuId: menu.id,
        enCode: 'bench_own_department',
        fullName: '本部门',
        conditions: {
          logic: 'or',
          groups: [
            { logic: 'and', conditions: [{ field: 'organizeId', op: '==', value: '@organizeId' }] },
          ],
        },
      })
      .returning({ id: dataSchemes.id });
    const [role] = await tx
      .insert(roles)
      .values({ enCode: 'benchScoped', fullName: 'Bench: own department' })
      .returning({ id: roles.id });
    if (!scheme || !role) throw new Error('could not create the bench role');
    await tx.insert(grants).values([
      { itemType: 'menu', itemId: menu.id, objectType: 'role', objectId: role.id },
      { itemType: 'resource', itemId: scheme.id, objectType: 'role', objectId: role.id },
    ]);
    const [user] = await tx
      .select({ id: users.id, account: users.account })
      .from(users)
      .where(and(eq(users.organizeId, departmentId), eq(users.isAdministrator, false)))
      .orderBy(asc(users.account))
      .limit(1);
    if (!user) throw new Error('no user in the bench department');
    await tx
      .insert(userRelations)
      .values({ userId: user.id, objectType: 'role', objectId: role.id });
    return user.account;
  });
}
