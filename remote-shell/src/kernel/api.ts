import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one api slice. It starts empty: each feature adds its endpoints with `injectEndpoints`,
 * tagging lists `{type, id: 'LIST'}` plus one tag per id for mutations to invalidate.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
