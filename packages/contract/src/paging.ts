import Type from 'typebox';
import type { TSchema } from 'typebox';

/** SPEC §9: page sizes up to 1000, default 20; every list query is bounded. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 20;

/** The paging part of a list query; the server fills in the defaults. */
export const PageQuery = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

export const Pagination = Type.Object({
  currentPage: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type Pagination = Type.Static<typeof Pagination>;

/** `data` of a paged list: `{list, pagination}` (SPEC §3 "User-list response"). */
export function PagedList<T extends TSchema>(item: T) {
  return Type.Object({ list: Type.Array(item), pagination: Pagination });
}
