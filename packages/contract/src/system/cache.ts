import Type from 'typebox';
import { CACHE_ENDPOINT_ROUTES } from '../routes-system';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';

/** One cache of the server; a figure the cache cannot tell is null. Times in ms since epoch. */
export const CacheInfo = Type.Object({
  name: Type.String(),
  /** In the caller's language. */
  title: Type.String(),
  entries: Type.Union([Type.Integer(), Type.Null()]),
  bytes: Type.Union([Type.Integer(), Type.Null()]),
  /** When its oldest entry was stored. */
  oldestTime: Type.Union([Type.Integer(), Type.Null()]),
  /** When it was created or last cleared. */
  sinceTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type CacheInfo = Type.Static<typeof CacheInfo>;
export const CacheList = Type.Object({ list: Type.Array(CacheInfo) });
export type CacheList = Type.Static<typeof CacheList>;

export const CacheNameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });
export type CacheNameParams = Type.Static<typeof CacheNameParams>;

/** How many entries went; null when the cache cannot count them. */
export const CacheCleared = Type.Object({ removed: Type.Union([Type.Integer(), Type.Null()]) });
export type CacheCleared = Type.Static<typeof CacheCleared>;

/** The cache page: what this server process caches (and Redis under the prefix), and clearing. */
export const CACHE_ENDPOINTS = {
  list: endpointAt(CACHE_ENDPOINT_ROUTES.list, 'The caches of this server process', {
    query: TimestampQuery,
    data: CacheList,
  }),
  clear: endpointAt(CACHE_ENDPOINT_ROUTES.clear, 'Clear one cache', {
    params: CacheNameParams,
    query: TimestampQuery,
    data: CacheCleared,
  }),
  clearAll: endpointAt(CACHE_ENDPOINT_ROUTES.clearAll, 'Clear every cache', {
    query: TimestampQuery,
    data: CacheCleared,
  }),
};
