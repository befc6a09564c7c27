import type { OrganizeBody, OrganizeCategory } from '@mepm/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { organizations, positions, users } from '../../db/schema';
import { badRequest } from '../../plugins/envelope/api-error';
import { found } from '../data/not-found';
import { codeText, optionalId, optionalText, requiredText } from '../data/text-fields';
import { loadOrgs, subtreeIds } from './org-rows';

type OrgValues = Omit<typeof organizations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Creates a company or department after checking the body; returns the new id. */
export async function createOrganize(
  db: Queryable,
  category: OrganizeCategory,
  body: OrganizeBody,
): Promise<string> {
  const values = await checkedValues(db, category, body, undefined);
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  return found(row === undefined ? [] : [row]).id;
}

export async function updateOrganize(
  db: Queryable,
  category: OrganizeCategory,
  id: string,
  body: OrganizeBody,
): Promise<void> {
  await findOrganize(db, category, id);
  const values = await checkedValues(db, category, body, id);
  await db.update(organizations).set(values).where(eq(organizations.id, id));
}

export async function findOrganize(db: Queryable, category: OrganizeCategory, id: string) {
  return found(
    await db
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, id), eq(organizations.category, category))),
  );
}

/**
 * Deletes an organisation that nothing depends on; otherwise a 400 saying what is in the way.
 * The row is locked first, so a user or child added meanwhile cannot slip in between the checks
 * and the delete (their foreign keys wait for the lock).
 */
export async function deleteOrganize(
  tx: Tx,
  category: OrganizeCategory,
  id: string,
): Promise<void> {
  found(
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, id), eq(organizations.category, category)))
      .for('update'),
  );
  const [children] = await tx
    .select({ n: count() })
    .from(organizations)
    .where(eq(organizations.parentId, id));
  if ((children?.n ?? 0) > 0) throw badRequest('organizeHasChildren');
  const [members] = await tx.select({ n: count() }).from(users).where(eq(users.organizeId, id));
  if ((members?.n ?? 0) > 0) throw badRequest('organizeHasUsers', { count: members?.n ?? 0 });
  const [held] = await tx
    .select({ n: count() })
    .from(positions)
    .where(eq(positions.organizeId, id));
  if ((held?.n ?? 0) > 0) throw badRequest('organizeHasPositions', { count: held?.n ?? 0 });
  await tx.delete(organizations).where(eq(organizations.id, id));
}

/**
 * The body as column values. A company's parent is a company or none; a department's parent is
 * required and may be either. On update the parent may not be the row itself or below it.
 */
async function checkedValues(
  db: Queryable,
  category: OrganizeCategory,
  body: OrganizeBody,
  id: string | undefined,
): Promise<OrgValues> {
  const parentId = optionalId(body.parentId);
  if (category === 'department' && parentId === null) {
    throw badRequest('required', { field: 'parentId' });
  }
  const values: OrgValues = {
    category,
    parentId,
    enCode: codeText(body.enCode),
    fullName: requiredText(body.fullName, 'fullName'),
    description: optionalText(body.description, 'description'),
    managerId: optionalId(body.managerId),
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
  };
  if (parentId !== null) {
    const rows = await loadOrgs(db);
    const parent = rows.find((row) => row.id === parentId);
    if (parent === undefined) throw badRequest('notExists', { field: 'parentId' });
    if (category === 'company' && parent.category !== 'company') {
      throw badRequest('parentNotCompany');
    }
    if (id !== undefined && subtreeIds(rows, id).has(parentId)) {
      throw badRequest('parentIsDescendant');
    }
  }
  if (values.managerId !== null && values.managerId !== undefined) {
    const manager = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, values.managerId));
    if (manager.length === 0) throw badRequest('notExists', { field: 'managerId' });
  }
  return values;
}
