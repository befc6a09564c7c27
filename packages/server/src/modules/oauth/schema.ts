import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from '../../db/schema/columns';

/** Verification codes, hashed, single use, with a bounded number of wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: idColumn(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Tries spent on the code, the right one included (a used code matches nothing again). */
    wrongTries: integer('wrong_tries').notNull().default(0),
  },
  (t) => [index('sms_codes_mobile_time_idx').on(t.mobile, t.createdAt)],
);
