import type {
  FieldDataSelectPage,
  FieldDataSelectQuery,
  FlowTemplate,
  FormDesign,
} from '@mepm/contract';
import { forEachNode } from '@mepm/flow-engine';
import { fieldEntries } from '@mepm/form-engine';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { flowEngines, flowEngineVersions, flowTasks } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { commaList } from '../../../kernel/data/comma-list';
import { displayRows, type ShownField } from '../../../kernel/forms/display-values';
import { found } from '../../../kernel/data/not-found';
import { likePattern } from '../../../kernel/data/keyword';
import { pagedSelect } from '../../../kernel/data/paged-select';
import { badRequest } from '../../../plugins/envelope/api-error';

/** The most tasks `ids` may name at once. */
const MAX_IDS = 500;

/**
 * The tasks the caller may read, as the task read decides (flowTask's task-access.ts): their
 * own, and those not drafts they hold or held a work item of or were told of; administrators
 * every task. An entrusted user's to-dos are not listed here (they act on them, the task
 * opens for them, but a pick list of values is not theirs).
 */
function readableBy(caller: Caller): SQL | undefined {
  if (caller.isAdministrator) return undefined;
  return sql`(${flowTasks.creatorUserId} = ${caller.id} or (${flowTasks.status} <> 0 and (
    exists (select 1 from flow_task_operators o where o.task_id = ${flowTasks.id}
      and (o.user_id = ${caller.id} or o.handled_by_user_id = ${caller.id}))
    or exists (select 1 from flow_task_circulates c where c.task_id = ${flowTasks.id}
      and c.user_id = ${caller.id}))))`;
}

/** Fields some node of the template hides: nobody but an administrator lists their values. */
function hiddenFields(template: FlowTemplate): Set<string> {
  const hidden = new Set<string>();
  forEachNode(template, (node) => {
    if (node.type !== 'start' && node.type !== 'approver') return;
    for (const rule of node.properties.fieldRules) {
      if (rule.access === 'hidden') hidden.add(rule.field);
    }
  });
  return hidden;
}

/** The valued fields of the form's main part (a sub-table's columns are not listed), by key. */
function mainFields(form: FormDesign): Map<string, ShownField> {
  const fields = new Map<string, ShownField>();
  for (const { field, key, table } of fieldEntries(form)) {
    if (table === undefined && '__vModel__' in field && typeof field.__vModel__ === 'string') {
      fields.set(field.__vModel__, { key: field.__vModel__, kind: key, field });
    }
  }
  return fields;
}

/**
 * GET .../FlowEngine/:id/FieldDataSelect: a page of the flow's tasks, newest first, each with
 * the values of the asked fields (`relationField` and `columns`) as people read them (options,
 * dictionary items, users, organisations… by their names, as a record list shows them). Only tasks the
 * caller may read are listed, and only fields of the flow's released form that no node of its
 * released template hides (administrators: any field); another key is a 400 by name.
 * `keyword` matches the relation field (contains), `ids` asks for those tasks alone.
 */
export async function flowFieldData(
  db: Db,
  caller: Caller,
  flowId: string,
  query: FieldDataSelectQuery,
): Promise<FieldDataSelectPage> {
  const version = found(
    await db
      .select({ template: flowEngineVersions.template, form: flowEngineVersions.formData })
      .from(flowEngines)
      .innerJoin(flowEngineVersions, eq(flowEngineVersions.id, flowEngines.releasedVersionId))
      .where(eq(flowEngines.id, flowId)),
  );
  // A version holds what its release checked.
  const valued = mainFields(version.form as FormDesign);
  const hidden = caller.isAdministrator
    ? new Set<string>()
    : hiddenFields(version.template as FlowTemplate);
  const keys = commaList([query.relationField, query.columns ?? ''].join(','));
  const fields = keys.map((key) => {
    const field = valued.get(key);
    if (field === undefined || hidden.has(key)) {
      throw badRequest('flowFieldNotListed', { field: key });
    }
    return field;
  });
  const keyword = query.keyword?.trim() ?? '';
  const where = and(
    eq(flowTasks.flowId, flowId),
    readableBy(caller),
    keyword === ''
      ? undefined
      : sql`${flowTasks.formData} ->> ${query.relationField} ilike ${likePattern(keyword)}`,
    query.ids === undefined
      ? undefined
      : sql`${flowTasks.id} = any(${sql.param(commaList(query.ids).slice(0, MAX_IDS))}::text[])`,
  );
  const { rows, pagination } = await pagedSelect(
    db,
    { currentPage: query.currentPage, pageSize: query.pageSize ?? 20 },
    {
      table: flowTasks,
      where,
      rows: (window) =>
        db
          .select({ id: flowTasks.id, formData: flowTasks.formData })
          .from(flowTasks)
          .where(where)
          .orderBy(desc(flowTasks.createdAt), desc(flowTasks.id))
          .limit(window.pageSize)
          .offset(window.offset),
    },
  );
  const stored = rows.map(({ formData }) => {
    const values = formData as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));
  });
  const shown = await displayRows(db, fields, stored, caller.language);
  return {
    list: rows.map(({ id }, index) => ({ ...shown[index], id })),
    pagination,
  };
}
