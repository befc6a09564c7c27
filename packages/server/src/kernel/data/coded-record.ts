import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  grants,
  userRelations,
  type positions,
  type roles,
  type UserRelationType,
} from '../../db/schema';
import { badRequest } from '../../plugins/envelope/api-error';
import { found } from './not-found';
import { codeText, optionalText, requiredText } from './text-fields';

/** What the create and edit bodies of roles and positions share. */
export interface CodedBody {
  enCode: string;
  fullName: string;
  description?: string | undefined;
  sortCode?: number | undefined;
  enabled?: boolean | undefined;
}

/** The checked columns of a coded body: code rule, required name, defaults for the rest. */
export function codedValues(body: CodedBody) {
  return {
    enCode: codeText(body.enCode),
    fullName: requiredText(body.fullName, 'fullName'),
    description: optionalText(body.description, 'description'),
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
  };
}

/** The columns of a coded row that its record shows. */
export interface CodedRow {
  enCode: string;
  fullName: string;
  description: string;
  sortCode: number;
  enabled: boolean;
  createdAt: Date;
}

/** The shared record fields of a coded row; times in milliseconds since the epoch. */
export function codedRecordFields(row: CodedRow) {
  return {
    enCode: row.enCode,
    fullName: row.fullName,
    description: row.description,
    sortCode: row.sortCode,
    enabled: row.enabled,
    createdTime: row.createdAt.getTime(),
  };
}

/** A role or a position: what users hold and grants are given to. */
export interface HeldObject {
  table: typeof roles | typeof positions;
  objectType: UserRelationType;
  /** The message refusing to delete it while users hold it. */
  inUse: 'roleInUse' | 'positionInUse';
}

/**
 * Deletes a role or position nobody holds, with its grants. The row is locked first so that a
 * user given it meanwhile is counted (relations carry no foreign key to it); `check` may refuse
 * the caller once the row is known to exist.
 */
export async function deleteHeldObject(
  tx: Tx,
  held: HeldObject,
  id: string,
  check?: () => Promise<void>,
): Promise<void> {
  const { table, objectType } = held;
  found(await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update'));
  await check?.();
  const [holders] = await tx
    .select({ n: count() })
    .from(userRelations)
    .where(and(eq(userRelations.objectType, objectType), eq(userRelations.objectId, id)));
  const n = holders?.n ?? 0;
  if (n > 0) throw badRequest(held.inUse, { count: n });
  await tx.delete(grants).where(and(eq(grants.objectType, objectType), eq(grants.objectId, id)));
  await tx.delete(table).where(eq(table.id, id));
}
