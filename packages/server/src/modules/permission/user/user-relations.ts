import { eq } from 'drizzle-orm';
import { userRelations, type UserRelationType } from '../../../db/schema';
import type { AssignmentChange } from '../../../plugins/permission/delegation';
import type { Tx } from '../../../kernel/module-deps';

export interface HeldObjects {
  roleIds: readonly string[];
  positionIds: readonly string[];
}

/** The roles and positions a user holds now. */
export async function heldObjects(tx: Tx, userId: string): Promise<HeldObjects> {
  const rows = await tx
    .select({ objectType: userRelations.objectType, objectId: userRelations.objectId })
    .from(userRelations)
    .where(eq(userRelations.userId, userId));
  const of = (type: UserRelationType) =>
    rows.filter((row) => row.objectType === type).map((row) => row.objectId);
  return { roleIds: of('role'), positionIds: of('position') };
}

/** What going from `before` to `after` gives and takes. */
export function assignmentChange(before: HeldObjects, after: HeldObjects): AssignmentChange {
  const minus = (a: readonly string[], b: readonly string[]) => a.filter((id) => !b.includes(id));
  return {
    addedRoles: minus(after.roleIds, before.roleIds),
    removedRoles: minus(before.roleIds, after.roleIds),
    addedPositions: minus(after.positionIds, before.positionIds),
    removedPositions: minus(before.positionIds, after.positionIds),
  };
}

/** Whether a change touches any role or position. */
export function changesAssignments(change: AssignmentChange): boolean {
  return Object.values(change).some((ids: readonly string[]) => ids.length > 0);
}

/** Replaces the user's roles and positions with those given. */
export async function replaceHeldObjects(tx: Tx, userId: string, held: HeldObjects): Promise<void> {
  await tx.delete(userRelations).where(eq(userRelations.userId, userId));
  const rows = [
    ...held.roleIds.map((objectId) => ({ userId, objectType: 'role' as const, objectId })),
    ...held.positionIds.map((objectId) => ({ userId, objectType: 'position' as const, objectId })),
  ];
  if (rows.length > 0) await tx.insert(userRelations).values(rows);
}
