import { GENDERS, LAYOUTS } from '@mepm/contract/codes';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestamptz } from './columns';
import { organizations } from './organization';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    account: text('account').notNull(),
    realName: text('real_name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    /** The name of the user's uploaded userAvatar file (see files), or empty. */
    headIcon: text('head_icon').notNull().default(''),
    /** argon2id of the md5 hex the client sends; never the md5 itself. */
    passwordHash: text('password_hash').notNull(),
    /** Set by a trigger whenever password_hash changes: the password expiry counts from it. */
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** The user's department, or the company when the user belongs to no department. */
    organizeId: text('organize_id').references(() => organizations.id),
    /** Set on sub-accounts: they sign in as `<parent's mobile>@<account>`. */
    parentUserId: text('parent_user_id').references((): AnyPgColumn => users.id),
    theme: text('theme', { enum: LAYOUTS }).notNull().default('classic'),
    language: text('language').notNull().default('zh'),
    portalId: text('portal_id').notNull().default(''),
    gender: text('gender', { enum: GENDERS }).notNull().default('unknown'),
    signature: text('signature').notNull().default(''),
    /** The user's manager: the Subordinate list of the manager shows this user. */
    managerId: text('manager_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Who created the user through the administration: data schemes may scope by it. */
    createdBy: text('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_account_unique').on(t.account),
    // Verification-code and sub-account sign-in find the main user by mobile: it must be unique.
    uniqueIndex('users_main_mobile_unique')
      .on(t.mobile)
      .where(sql`${t.parentUserId} is null`),
    index('users_parent_idx').on(t.parentUserId),
    index('users_manager_idx').on(t.managerId),
    // The users list filters by organisation (and department scopes) and sorts by account.
    index('users_organize_account_idx').on(t.organizeId, t.account),
    index('users_created_by_idx').on(t.createdBy),
    // The users list and pickers search `%keyword%` in these columns: trigram indexes serve
    // such contains-searches (three characters or more) without reading every user.
    index('users_account_trgm_idx').using('gin', sql`${t.account} gin_trgm_ops`),
    index('users_real_name_trgm_idx').using('gin', sql`${t.realName} gin_trgm_ops`),
    index('users_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
    check('users_theme_check', sql`${t.theme} in ('classic', 'functional', 'plain')`),
    check('users_gender_check', sql`${t.gender} in ('unknown', 'male', 'female')`),
    check('users_language_check', sql`${t.language} in ('zh', 'zhtw', 'en')`),
  ],
);

/** What a user holds: the grant objects other than users themselves. */
export const USER_RELATION_TYPES = ['role', 'position'] as const;
export type UserRelationType = (typeof USER_RELATION_TYPES)[number];

/** Which roles and positions a user holds. */
export const userRelations = pgTable(
  'user_relations',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: text('object_type', { enum: USER_RELATION_TYPES }).notNull(),
    objectId: text('object_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_relations_unique').on(t.userId, t.objectType, t.objectId),
    index('user_relations_object_idx').on(t.objectType, t.objectId),
    check('user_relations_object_type_check', sql`${t.objectType} in ('role', 'position')`),
  ],
);
