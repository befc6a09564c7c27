import type { FormValues } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { takeBillNumber } from '../../../kernel/bill-numbers/take-bill-number';
import type { Caller } from '../../../kernel/caller';
import type { PageLayout } from './page-layout';

interface Whereabouts {
  organizeId: string | null;
  positionId: string | null;
}

/** The caller's organisation and first position, for the fields that record them. */
async function whereabouts(tx: Tx, userId: string): Promise<Whereabouts> {
  const result = await tx.execute<Whereabouts & Record<string, unknown>>(sql`
    select u.organize_id as "organizeId",
      (select r.object_id from user_relations r
        where r.user_id = u.id and r.object_type = 'position'
        order by r.object_id limit 1) as "positionId"
    from users u where u.id = ${userId}`);
  return result.rows[0] ?? { organizeId: null, positionId: null };
}

/**
 * The values the server sets on a new record (the form engine drops whatever a caller sends for
 * them): bill numbers issued by their rules inside the create's transaction, who created it and
 * when, the creator's organisation and position.
 */
export async function filledOnCreate(
  tx: Tx,
  layout: PageLayout,
  caller: Caller,
  at: Date,
): Promise<FormValues> {
  const values: FormValues = {};
  const kinds = new Set(layout.fields.map((field) => field.kind));
  const where =
    kinds.has('currOrganize') || kinds.has('currDepartment') || kinds.has('currPosition')
      ? await whereabouts(tx, caller.id)
      : undefined;
  for (const field of layout.fields) {
    const config = field.field.__config__;
    if ('rule' in config) values[field.key] = await takeBillNumber(tx, config.rule, at);
    else if (field.kind === 'createUser') values[field.key] = caller.id;
    else if (field.kind === 'createTime') values[field.key] = at.getTime();
    else if (field.kind === 'currOrganize' || field.kind === 'currDepartment') {
      values[field.key] = where?.organizeId ?? null;
    } else if (field.kind === 'currPosition') values[field.key] = where?.positionId ?? null;
  }
  return values;
}

/** Who changed the record last and when, for the fields that show it. */
export function filledOnUpdate(layout: PageLayout, caller: Caller, at: Date): FormValues {
  const values: FormValues = {};
  for (const field of layout.fields) {
    if (field.kind === 'modifyUser') values[field.key] = caller.id;
    else if (field.kind === 'modifyTime') values[field.key] = at.getTime();
  }
  return values;
}
