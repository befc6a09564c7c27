import type { PgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/**
 * Who made and last changed a design-like record, by name, and when, as its list rows show them
 * (`creatorUser`, `createdTime`, `lastModifyUser`, `lastModifyTime`, `version`). A select takes
 * `auditNameColumns(table)` and left-joins `creator` on the table's creator and `modifier` on its
 * modifier; `auditNames(row)` makes the row's fields.
 */
export const creator = alias(users, 'creator');
export const modifier = alias(users, 'modifier');

export function auditNameColumns<
  T extends { createdAt: PgColumn; updatedAt: PgColumn; version: PgColumn },
>(table: T) {
  return {
    creatorUser: creator.realName,
    createdAt: table.createdAt,
    lastModifyUser: modifier.realName,
    updatedAt: table.updatedAt,
    version: table.version,
  };
}

interface AuditNameRow {
  creatorUser: string | null;
  createdAt: Date;
  lastModifyUser: string | null;
  updatedAt: Date;
  version: number;
}

export const auditNames = (row: AuditNameRow) => ({
  creatorUser: row.creatorUser ?? '',
  createdTime: row.createdAt.getTime(),
  lastModifyUser: row.lastModifyUser ?? '',
  lastModifyTime: row.updatedAt.getTime(),
  version: row.version,
});
