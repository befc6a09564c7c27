import type {
  FlowEngineListQuery,
  FlowEnginePage,
  FlowEngineRecord,
  FlowEngineRow,
  FlowFormType,
  FlowLauncherType,
  FlowState,
  FlowTemplate,
  FlowType,
  FlowVisibleType,
} from '@mepm/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { flowEngineLaunchers, flowEngines, flowEngineVersions } from '../../../db/schema';
import { auditNameColumns, auditNames, creator, modifier } from '../../../kernel/data/audit-names';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import { systemFormName } from './systemForm/system-forms';

const rowColumns = {
  id: flowEngines.id,
  fullName: flowEngines.fullName,
  enCode: flowEngines.enCode,
  category: flowEngines.category,
  type: flowEngines.type,
  icon: flowEngines.icon,
  iconBackground: flowEngines.iconBackground,
  formType: flowEngines.formType,
  formId: flowEngines.formId,
  // The forms' table belongs to onlineDev: read by name, as the kernel's design readers do.
  formName: sql<string | null>`(select d.full_name from visualdev_designs d
    where d.id = ${flowEngines.formId})`,
  visibleType: flowEngines.visibleType,
  state: flowEngines.state,
  releasedVersion: flowEngineVersions.versionNo,
  sortCode: flowEngines.sortCode,
  description: flowEngines.description,
  ...auditNameColumns(flowEngines),
};

function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(flowEngines)
    .leftJoin(flowEngineVersions, eq(flowEngineVersions.id, flowEngines.releasedVersionId))
    .leftJoin(creator, eq(creator.id, flowEngines.creatorUserId))
    .leftJoin(modifier, eq(modifier.id, flowEngines.modifierUserId))
    .where(where);
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: SelectedRow): FlowEngineRow {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    // The table's check constraints admit only the contract's values.
    type: row.type as FlowType,
    icon: row.icon,
    iconBackground: row.iconBackground,
    formType: row.formType as FlowFormType,
    formId: row.formId,
    formName: (row.formType === 2 ? systemFormName(row.formId) : row.formName) ?? '',
    visibleType: row.visibleType as FlowVisibleType,
    state: row.state as FlowState,
    releasedVersion: row.releasedVersion ?? 0,
    sortCode: row.sortCode,
    description: row.description,
    ...auditNames(row),
  };
}

export async function listFlows(db: Db, query: FlowEngineListQuery): Promise<FlowEnginePage> {
  const keyword = keywordOf(query);
  const category = query.category?.trim() ?? '';
  const where = and(
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [flowEngines.fullName, flowEngines.enCode]),
    category === '' ? undefined : eq(flowEngines.category, category),
    query.type === undefined ? undefined : eq(flowEngines.type, query.type),
    query.state === undefined ? undefined : eq(flowEngines.state, query.state),
  );
  const { rows, pagination } = await pagedSelect(db, query, {
    table: flowEngines,
    where,
    rows: (window) =>
      selectRows(db, where)
        .orderBy(asc(flowEngines.sortCode), desc(flowEngines.createdAt), asc(flowEngines.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map(toRow), pagination };
}

export async function readFlow(db: Db, id: string): Promise<FlowEngineRecord> {
  const row = found(
    await db
      .select({ ...rowColumns, template: flowEngines.template })
      .from(flowEngines)
      .leftJoin(flowEngineVersions, eq(flowEngineVersions.id, flowEngines.releasedVersionId))
      .leftJoin(creator, eq(creator.id, flowEngines.creatorUserId))
      .leftJoin(modifier, eq(modifier.id, flowEngines.modifierUserId))
      .where(eq(flowEngines.id, id)),
  );
  const launchers = await db
    .select({ objectType: flowEngineLaunchers.objectType, objectId: flowEngineLaunchers.objectId })
    .from(flowEngineLaunchers)
    .where(eq(flowEngineLaunchers.flowId, id))
    .orderBy(asc(flowEngineLaunchers.objectType), asc(flowEngineLaunchers.objectId));
  return {
    ...toRow(row),
    // Stored only after checkFlowTemplate accepted it.
    flowTemplateJson: row.template as FlowTemplate,
    launchers: launchers.map((launcher) => ({
      // The table's check constraint admits only the contract's kinds.
      objectType: launcher.objectType as FlowLauncherType,
      objectId: launcher.objectId,
    })),
  };
}
