import type { FormDesign } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** What a design's last release kept (`released_design`): its names, form, list and tables. */
export interface DesignRelease {
  enCode?: string;
  fullName?: string;
  formData?: FormDesign;
  columnData?: unknown;
  tables?: object[] | null;
}

/** A function design as the modules that use released designs read it. */
export interface DesignReleaseRow {
  id: string;
  fullName: string;
  /** 0 draft, 1 released. */
  state: number;
  /** 1 web form, 2 app form, 3 flow form. */
  type: number;
  webType: number;
  dbLinkId: string | null;
  /** Null until the design's first release. */
  released: DesignRelease | null;
}

/**
 * The designs among `ids` with their last release, whatever their state (the caller judges it).
 * The function designs' table belongs to the onlineDev module and is read here by name: modules
 * share no code but the kernel.
 */
export async function designReleases(
  db: Queryable,
  ids: readonly string[],
): Promise<DesignReleaseRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<DesignReleaseRow & Record<string, unknown>>(sql`
    select id, full_name as "fullName", state, type, web_type as "webType",
      db_link_id as "dbLinkId", released_design as released
    from visualdev_designs where id = any(${sql.param([...ids])}::text[])`);
  return result.rows;
}
