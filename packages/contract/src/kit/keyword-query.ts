import Type from 'typebox';
import type { TObject, TProperties } from 'typebox';
import { TimestampQuery } from './envelope';
import { PageQuery } from './paging';

/** Keywords match names, codes and the like: longer text never matches anything. */
const keyword = Type.Optional(Type.String({ maxLength: 100 }));

const keywordFields = { ...TimestampQuery.properties, keyword };
const keywordPageFields = { ...TimestampQuery.properties, ...PageQuery, keyword };

type NoExtra = Record<never, never>;

/** The query of an unpaged list that a keyword narrows (`keyword`, `n`), with its own filters. */
export function KeywordQuery<Extra extends TProperties = NoExtra>(
  extra?: Extra,
): TObject<typeof keywordFields & Extra> {
  // Without `extra` the spread adds nothing, which is what the default NoExtra says.
  return Type.Object({ ...keywordFields, ...(extra as Extra) });
}

/**
 * The query of a paged list that a keyword narrows (`currentPage`, `pageSize`, `keyword`, `n`),
 * with the list's own filters.
 */
export function KeywordPageQuery<Extra extends TProperties = NoExtra>(
  extra?: Extra,
): TObject<typeof keywordPageFields & Extra> {
  // Without `extra` the spread adds nothing, which is what the default NoExtra says.
  return Type.Object({ ...keywordPageFields, ...(extra as Extra) });
}
