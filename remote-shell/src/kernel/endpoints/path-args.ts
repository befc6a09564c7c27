import type { LooseRequest } from './wire-request';

/**
 * A list's flat arguments split into the path's params (the names after `:` in the pattern)
 * and the query; an empty or absent filter is left out, so that the request carries only what
 * narrows the list.
 */
export function splitPathArgs(pattern: string, args: object): LooseRequest {
  const names = new Set([...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]));
  const params: Record<string, string | number> = {};
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (names.has(key) && (typeof value === 'string' || typeof value === 'number'))
      params[key] = value;
    else if (value !== undefined && value !== '') query[key] = value;
  }
  return names.size === 0 ? { query } : { params, query };
}
