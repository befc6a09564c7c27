import type { AuthorizeObjectType } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../plugins/envelope/api-error';
import type { Tx } from '../../../kernel/module-deps';
import { OBJECT_TABLES } from './deps';

const objectMissing = () => new ApiError(404, 404, 'grantObjectMissing');

/**
 * 404 unless the role, position or user exists. Inside a transaction (`lock`) the row is locked
 * so that two replacements of the same object's grants run one after the other instead of
 * mixing their rows.
 */
export async function assertGrantObject(
  db: Db | Tx,
  objectType: AuthorizeObjectType,
  objectId: string,
  lock = false,
): Promise<void> {
  const table = OBJECT_TABLES[objectType];
  const query = db.select({ id: table.id }).from(table).where(eq(table.id, objectId));
  const rows = lock ? await query.for('no key update') : await query;
  if (rows.length === 0) throw objectMissing();
}
