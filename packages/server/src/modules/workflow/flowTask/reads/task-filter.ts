import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keywordOf, likePattern } from '../../../../kernel/data/keyword';

export interface TaskFilterQuery {
  keyword?: string;
  flowId?: string;
  urgent?: number;
}

/**
 * The list filters over the task a row refers to (keyword over its title, its flow, its urgency)
 * as one correlated condition, so that the row's own index orders the page and the count reads
 * the same condition.
 */
export function taskFilter(taskId: PgColumn, query: TaskFilterQuery): SQL | undefined {
  const keyword = keywordOf(query);
  const parts = [
    keyword === undefined ? undefined : sql`t.full_name ilike ${likePattern(keyword)}`,
    query.flowId === undefined ? undefined : sql`t.flow_id = ${query.flowId}`,
    query.urgent === undefined ? undefined : sql`t.urgent = ${query.urgent}`,
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return undefined;
  return sql`exists (select 1 from flow_tasks t where t.id = ${taskId}
    and ${sql.join(parts, sql` and `)})`;
}
