import { api } from '../../../app/api';

/** The tag types of the permission administration; every list, selector and mutation uses them. */
export const ADMIN_TAGS = ['User', 'Role', 'Position', 'Organize'] as const;
export type AdminTag = (typeof ADMIN_TAGS)[number];

/** The one api slice with this area's tag types, for each page's `injectEndpoints`. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS });

/** A list's tags: `{type, id: 'LIST'}` for creations, plus one per row for edits and deletions. */
export function listTags<T extends AdminTag>(type: T, rows: readonly { id: string }[] = []) {
  return [{ type, id: 'LIST' as const }, ...rows.map((row) => ({ type, id: row.id }))];
}

/** What an edit or a deletion of one record makes stale: the record and every list showing it. */
export function itemTags<T extends AdminTag>(type: T, id: string) {
  return [
    { type, id },
    { type, id: 'LIST' as const },
  ];
}

/** Drops empty filters so that the request carries only what narrows the list. */
export function definedParams<T extends object>(
  params: T,
): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as { [K in keyof T]?: Exclude<T[K], null> };
}
