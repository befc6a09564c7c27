import { BILL_NUMBER_TIME_ZONE } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../plugins/envelope/api-error';

/**
 * Issues the next number of the enabled rule `code` in ONE statement, so that concurrent callers
 * (several server processes included) queue on the rule's row and each gets its own number;
 * nothing is read first. In that statement, as in `formatBillNumber` of the contract:
 *
 * - the period is the date part of `at` in BILL_NUMBER_TIME_ZONE ('' when the rule has none);
 * - when the rule resets per period and its last number was issued in another period, the
 *   sequence starts again from 0;
 * - the number is prefix + period + (start number + sequence), zero-padded to the digits and
 *   never cut; the stored sequence becomes sequence + 1.
 *
 * A number is used up once issued, whether or not the caller keeps it; taken inside a
 * transaction (a generated page's create), it is used up only when the transaction commits, and
 * the rule's row stays locked until then. The bill-rule page and generated pages both number
 * records, so the statement lives here and names the rules' table (`system.billRule`) by name.
 */
export async function takeBillNumber(db: Queryable, code: string, at: Date): Promise<string> {
  const local = sql`(${at.toISOString()}::timestamptz at time zone ${BILL_NUMBER_TIME_ZONE})`;
  const period = sql`(case r.date_format
      when 'yyyy' then to_char(${local}, 'YYYY')
      when 'yyyyMM' then to_char(${local}, 'YYYYMM')
      when 'yyyyMMdd' then to_char(${local}, 'YYYYMMDD')
      else '' end)`;
  const sequence = sql`(case when r.reset_per_period and r.last_period <> ${period}
      then 0 else r.current_sequence end)`;
  const value = sql`((r.start_number::bigint + ${sequence})::text)`;
  const padded = sql`(case when length(${value}) >= r.digits then ${value}
      else lpad(${value}, r.digits, '0') end)`;
  const result = await db.execute<{ number: string }>(sql`
    update bill_rules r
    set current_sequence = ${sequence} + 1,
        last_period = ${period},
        last_output = r.prefix || ${period} || ${padded}
    where r.en_code = ${code} and r.enabled
    returning r.last_output as number`);
  const number = result.rows[0]?.number;
  if (number !== undefined) return number;
  // Nothing was issued: say whether the rule is missing or disabled.
  const known = await db.execute(sql`select 1 from bill_rules where en_code = ${code}`);
  throw badRequest(known.rows.length > 0 ? 'billRuleDisabled' : 'billRuleUnknown', { code });
}
