import { and, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client';
import { refused } from '../../plugins/permission/delegation';
import { found } from '../data/not-found';

/**
 * Where a scoped resource's rows live: its table, its id column and the column of each field a
 * data scheme may test (the resource's `scopeFields`).
 */
export interface ScopeBinding<Field extends string> {
  table: PgTable;
  id: PgColumn;
  fields: Readonly<Record<Field, SQLWrapper>>;
}

/** The checks of one record against a caller's scope; an undefined scope restricts nothing. */
export interface RowScope {
  /** 404 unless the record exists inside the scope. */
  assertVisible(db: Queryable, id: string, scope: SQL | undefined): Promise<void>;
  /** Locks the row for the rest of the transaction: 404 unless it exists inside the scope. */
  lock(tx: Tx, id: string, scope: SQL | undefined): Promise<void>;
  /** 403 when the written record falls outside the scope: the refusal undoes the write. */
  assertInScope(tx: Tx, id: string, scope: SQL | undefined): Promise<void>;
}

export function rowScope(binding: ScopeBinding<string>): RowScope {
  const { table, id: idColumn } = binding;
  const select = (db: Queryable, id: string, scope: SQL | undefined) =>
    db
      .select({ id: idColumn })
      .from(table)
      .where(and(eq(idColumn, id), scope));
  return {
    async assertVisible(db, id, scope) {
      if (scope !== undefined) found(await select(db, id, scope));
    },
    async lock(tx, id, scope) {
      found(await select(tx, id, scope).for('update'));
    },
    async assertInScope(tx, id, scope) {
      if (scope === undefined) return;
      if ((await select(tx, id, scope)).length === 0) throw refused('outsideDataScope');
    },
  };
}
