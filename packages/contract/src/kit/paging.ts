import Type from 'typebox';
import { MAX_PAGE_SIZE } from '../codes';
import type { TSchema } from 'typebox';

/** Page sizes up to 1000, default 20; every list query is bounded (docs/reference/api.md). */

/** The paging part of a list query; the server fills in the defaults. */
export const PageQuery = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/**
 * Lists over tables that grow without bound (users, for one) count at most this many matching
 * rows, so that no page request pays for a full count(*): past it `total` is this number and
 * `totalCapped` is true. The shell then shows "10000+" and keeps next/previous working.
 */
export const TOTAL_COUNT_CAP = 10_000;

export const Pagination = Type.Object({
  currentPage: Type.Integer(),
  pageSize: Type.Integer(),
  /** Rows matching the filter; a lower bound of TOTAL_COUNT_CAP when `totalCapped` is true. */
  total: Type.Integer(),
  /** Present and true only when more than TOTAL_COUNT_CAP rows match (capped lists only). */
  totalCapped: Type.Optional(Type.Boolean()),
});
export type Pagination = Type.Static<typeof Pagination>;

/** `data` of a paged list: `{list, pagination}`. */
export function PagedList<T extends TSchema>(item: T) {
  return Type.Object({ list: Type.Array(item), pagination: Pagination });
}
