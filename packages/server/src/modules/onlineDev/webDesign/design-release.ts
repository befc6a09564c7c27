import { OWN_DATA_SOURCE_ID, type DesignTablePreview } from '@mepm/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { SourceConnections } from '../../../kernel/data-sources/source-connection';
import { found } from '../../../kernel/data/not-found';
import { designable } from '../../../kernel/table-design/designable-source';
import {
  inTransaction,
  lockDesigned,
  dropDesigned,
  recordCreated,
  runStatements,
  type ModelDatabase,
} from '../../../kernel/table-design/designed-tables';
import { badRequest } from '../../../plugins/envelope/api-error';
import { webDesigns } from './schema';
import { planDesignTables, type DesignForTables, type TableChange } from './table-plan';
import { destructiveRefusal } from './table-problems';

const designColumns = {
  id: webDesigns.id,
  enCode: webDesigns.enCode,
  fullName: webDesigns.fullName,
  formData: webDesigns.formData,
  tables: webDesigns.tables,
  releasedTables: webDesigns.releasedTables,
  dbLinkId: webDesigns.dbLinkId,
  version: webDesigns.version,
};

/** The databases a design's tables live in: its data source's, the platform's by default. */
async function modelOfDesign(
  db: Db,
  dataSources: SourceConnections,
  id: string,
): Promise<{ model: ModelDatabase; dbLinkId: string | null }> {
  const { dbLinkId } = found(
    await db
      .select({ dbLinkId: webDesigns.dbLinkId })
      .from(webDesigns)
      .where(eq(webDesigns.id, id)),
  );
  return { model: await designable(db, dataSources, dbLinkId ?? OWN_DATA_SOURCE_ID), dbLinkId };
}

/**
 * Reads the design locked for the rest of the transaction: releases of one design run one after
 * the other, each planning against the tables the one before left. A design moved to another
 * source since its databases were chosen is refused as changed meanwhile.
 */
async function lockedDesign(
  registry: Tx,
  id: string,
  dbLinkId: string | null,
): Promise<DesignForTables & { version: number }> {
  const { dbLinkId: now, ...design } = found(
    await registry
      .select(designColumns)
      .from(webDesigns)
      .where(eq(webDesigns.id, id))
      .for('update'),
  );
  if (now !== dbLinkId) throw badRequest('designStale');
  return design;
}

/** Runs a planned change: each table's statements, then the registry of designed tables. */
async function applyChange(
  catalog: Tx,
  registry: Tx,
  { sourceId }: ModelDatabase,
  userId: string,
  change: TableChange,
): Promise<void> {
  for (const step of change.work) {
    if (step.kind === 'drop') {
      const table = await lockDesigned(catalog, registry, sourceId, step.table);
      await dropDesigned(catalog, registry, sourceId, table);
      continue;
    }
    await runStatements(catalog, step.statements, step.table);
    if (step.kind === 'create') {
      await recordCreated(catalog, registry, { sourceId, name: step.table, userId });
    }
  }
}

/**
 * Plans the change of a design's tables inside the transactions of its databases, with the design
 * locked (see lockedDesign), and hands the plan to `work`.
 */
async function withPlan<T>(
  db: Db,
  dataSources: SourceConnections,
  id: string,
  work: (
    catalog: Tx,
    registry: Tx,
    model: ModelDatabase,
    change: TableChange,
    version: number,
  ) => Promise<T>,
): Promise<T> {
  const { model, dbLinkId } = await modelOfDesign(db, dataSources, id);
  return inTransaction(model, async (catalog, registry) => {
    const { version, ...design } = await lockedDesign(registry, id, dbLinkId);
    const change = await planDesignTables(catalog, registry, model.sourceId, design);
    return work(catalog, registry, model, change, version);
  });
}

/**
 * Releases a design with its tables (docs/reference/visual-development.md "Tables"): the tables
 * are made or changed to the form and the design becomes released, or neither. On the
 * platform's database that is one transaction; on a PostgreSQL source the source's DDL commits
 * first, then the release (as the data model does). A change that can lose data is refused
 * unless confirmed, and a confirmation holds only for the version it was given at: a design
 * edited since may lose other data than the one the person agreed to lose.
 */
export async function releaseDesign(
  db: Db,
  dataSources: SourceConnections,
  userId: string,
  id: string,
  confirmed: { destructive: boolean; version?: number },
): Promise<void> {
  await withPlan(db, dataSources, id, async (catalog, registry, model, change, version) => {
    if (change.destructive.length > 0) {
      if (!confirmed.destructive) throw destructiveRefusal(change.destructive);
      if (confirmed.version !== version) throw badRequest('designStale');
    }
    await applyChange(catalog, registry, model, userId, change);
    await registry
      .update(webDesigns)
      .set({
        state: 1,
        // Its keys join the released keys for good: records stored under it keep them.
        releasedKeys: sql`(select coalesce(jsonb_agg(distinct k order by k), '[]'::jsonb)
          from jsonb_array_elements_text(${webDesigns.releasedKeys} || ${webDesigns.fieldKeys}) k)`,
        tables: change.entries,
        releasedTables: change.owned,
        // The generated page serves this snapshot: later edits reach it with the next release.
        releasedDesign: sql`jsonb_build_object('enCode', ${webDesigns.enCode},
          'fullName', ${webDesigns.fullName}, 'formData', ${webDesigns.formData},
          'columnData', ${webDesigns.columnData}, 'tables', ${JSON.stringify(change.entries)}::jsonb)`,
        // The tables it recorded are part of the record: an edit read before is now stale and
        // refused rather than writing the old table names back.
        version: sql`${webDesigns.version} + 1`,
        modifierUserId: userId,
      })
      .where(eq(webDesigns.id, id));
  });
}

/**
 * What releasing the design would run on its tables and what it could lose. The plan takes the
 * same locks as a release (so it sees what a running release leaves) and writes nothing.
 */
export function previewDesignTables(
  db: Db,
  dataSources: SourceConnections,
  id: string,
): Promise<DesignTablePreview> {
  return withPlan(db, dataSources, id, async (_catalog, _registry, _model, change) => ({
    statements: change.statements,
    destructive: change.destructive,
  }));
}
