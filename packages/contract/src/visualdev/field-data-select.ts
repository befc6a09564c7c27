import Type from 'typebox';
import { endpointAt } from '../kit/endpoint';
import { TimestampQuery } from '../kit/envelope';
import { PageQuery, PagedList } from '../kit/paging';
import { ONLINE_DEV_ROUTES } from '../routes-visualdev';
import { OnlineDevParams } from './online-dev';

/** A comma list of field keys or record ids, as a query carries it. */
const CommaList = Type.Optional(Type.String({ maxLength: 4_000 }));

/**
 * GET /api/visualdev/Base/:id/FieldDataSelect: the records of the released design `:id` as a
 * relation-form field picks them. `relationField` is the key shown as the record's name and the
 * one `keyword` searches; `columns` the other keys the picker shows (comma list); `ids` (comma
 * list) asks for those records alone, to name a saved value.
 */
export const FieldDataSelectQuery = Type.Object({
  ...TimestampQuery.properties,
  ...PageQuery,
  relationField: Type.String({ minLength: 1, maxLength: 100 }),
  columns: CommaList,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ids: CommaList,
});
export type FieldDataSelectQuery = Type.Static<typeof FieldDataSelectQuery>;

/** A record: its `id` and each asked key's value as people read it (display text). */
export const FieldDataSelectRow = Type.Object(
  { id: Type.String() },
  { additionalProperties: Type.Unknown() },
);
// The schema's extra keys are the asked field keys, which its static type cannot name.
export type FieldDataSelectRow = Type.Static<typeof FieldDataSelectRow> & Record<string, unknown>;
export const FieldDataSelectPage = PagedList(FieldDataSelectRow);
export type FieldDataSelectPage = Omit<Type.Static<typeof FieldDataSelectPage>, 'list'> & {
  list: FieldDataSelectRow[];
};

export const FIELD_DATA_SELECT_ENDPOINT = endpointAt(
  ONLINE_DEV_ROUTES.fieldDataSelect,
  "A released design's records for a relation-form field, inside what the caller may list",
  { params: OnlineDevParams, query: FieldDataSelectQuery, data: FieldDataSelectPage },
);
