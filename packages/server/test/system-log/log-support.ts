import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';

export interface Paged<T> {
  list: T[];
  pagination: { total: number };
}

/** Writes what the batched writer holds, then reads one log list. */
export async function listLog<T>(
  h: Harness,
  token: string,
  url: string,
  language = 'en',
): Promise<Paged<T>> {
  await h.app.logWriter.flush();
  const response = await call(h.app, 'GET', url, { token, language });
  const body = envelope<Paged<T>>(response);
  if (body.code !== 200) throw new Error(`${url}: ${response.body}`);
  return body.data;
}
