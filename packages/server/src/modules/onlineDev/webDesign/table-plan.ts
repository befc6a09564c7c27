import type { DesignTablePreview, FormDesign } from '@mepm/contract';
import { designTables, planTables, type DesignTableEntry, type TableStep } from '@mepm/form-engine';
import { and, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { catalogIndexes, catalogTable, currentSchema } from '../../../kernel/table-design/catalog';
import {
  alterStatements,
  createStatements,
  type CurrentTable,
} from '../../../kernel/table-design/ddl';
import { checkDesign } from '../../../kernel/table-design/design-check';
import { currentTable, lockDesigned, lockName } from '../../../kernel/table-design/designed-tables';
import { qualified } from '../../../kernel/table-design/sql-text';
import { badRequest } from '../../../plugins/envelope/api-error';
import { webDesigns, type ReleasedTable } from './schema';
import { designedIndexes } from './table-indexes';
import { tableProblem } from './table-problems';

/** What a release reads of its design. */
export interface DesignForTables {
  id: string;
  enCode: string;
  fullName: string;
  formData: unknown;
  tables: unknown;
  releasedTables: ReleasedTable[];
}

/** One table's step with the statements it runs. */
export type TableWork = TableStep & { table: string; statements: string[] };

/** A release's change of its tables: the DDL in order, and what it would make and record. */
export interface TableChange extends DesignTablePreview {
  work: TableWork[];
  /** The tables JSON the release stores. */
  entries: DesignTableEntry[];
  /** The tables the design owns after the release. */
  owned: ReleasedTable[];
}

/** Another design whose release made `table` on the source, or undefined. */
async function ownerElsewhere(
  tx: Tx,
  design: string,
  owned: ReleasedTable,
): Promise<string | undefined> {
  const [other] = await tx
    .select({ fullName: webDesigns.fullName })
    .from(webDesigns)
    .where(
      and(
        ne(webDesigns.id, design),
        sql`${webDesigns.releasedTables} @> ${JSON.stringify([owned])}::jsonb`,
      ),
    )
    .limit(1);
  return other?.fullName;
}

/**
 * Plans the change that takes a design's tables to its form, inside the release's transaction
 * (`catalog` on the source, `registry` on the platform's database): each table's name is held
 * for the transaction, a table another design made or the design did not make itself is
 * refused, and the design's own tables are locked in the registry. Changes nothing.
 */
export async function planDesignTables(
  catalog: Tx,
  registry: Tx,
  sourceId: string,
  design: DesignForTables,
): Promise<TableChange> {
  const mapped = designTables(design.formData as FormDesign, {
    enCode: design.enCode,
    fullName: design.fullName,
    tables: Array.isArray(design.tables) ? (design.tables as object[]) : null,
  });
  if (!mapped.ok) throw tableProblem(mapped.problems[0]);
  const mine = new Set(
    design.releasedTables.filter((owned) => owned.sourceId === sourceId).map((o) => o.table),
  );
  const targets = mapped.tables.map((table) => table.design);
  const targetNames = new Set(targets.map((table) => table.name));
  const dropped = [...mine].filter((name) => !targetNames.has(name)).sort();
  const found = new Map<string, CurrentTable>();

  for (const name of [...targetNames, ...dropped].sort()) {
    // Names in one order in every release: two releases never wait on each other crosswise.
    await lockName(registry, sourceId, name);
    const owner = await ownerElsewhere(registry, design.id, { sourceId, table: name });
    if (owner !== undefined) throw badRequest('designTableTaken', { table: name, name: owner });
    if ((await catalogTable(catalog, name)) === undefined) continue;
    if (!mine.has(name)) throw badRequest('dataModelTableExists', { table: name });
    // A table of the design replaced by other means since is read-only, as in the data model.
    const table = await lockDesigned(catalog, registry, sourceId, name);
    found.set(name, await currentTable(catalog, table));
  }

  targets.forEach(checkDesign);
  const columns = new Map([...found].map(([name, table]) => [name, table.columns]));
  const plan = planTables(columns, targets, dropped);
  const schema = await currentSchema(catalog);
  const entries = new Map(mapped.tables.map((table) => [table.entry.table, table.entry]));
  /** The table's indexes it lacks (a table released before they were kept gets them now). */
  const missingIndexes = async (name: string, existing: boolean) => {
    const entry = entries.get(name);
    if (entry === undefined) return [];
    const have = existing
      ? new Set((await catalogIndexes(catalog, name)).map((index) => index.name))
      : new Set<string>();
    return designedIndexes(schema, entry)
      .filter((index) => !have.has(index.name))
      .map((index) => index.statement);
  };
  const work: TableWork[] = [];
  for (const step of plan.steps) {
    if (step.kind === 'drop') {
      work.push({ ...step, statements: [`DROP TABLE ${qualified(schema, step.table)}`] });
      continue;
    }
    const table = step.design.name;
    if (step.kind === 'create') {
      const statements = [...createStatements(schema, step.design)];
      statements.push(...(await missingIndexes(table, false)));
      work.push({ ...step, table, statements });
      continue;
    }
    const before = found.get(table);
    if (before === undefined) throw new Error(`${table} was not read`);
    const statements = [...alterStatements(before, step.design)];
    statements.push(...(await missingIndexes(table, true)));
    work.push({ ...step, table, statements });
  }
  const others = design.releasedTables.filter((owned) => owned.sourceId !== sourceId);
  return {
    work,
    destructive: plan.destructive,
    statements: work.flatMap((step) => step.statements),
    entries: mapped.tables.map((table) => table.entry),
    owned: [...others, ...targets.map((table) => ({ sourceId, table: table.name }))],
  };
}
