import {
  MAX_PAGE_SIZE,
  type DataInterfaceArgs,
  type DataInterfaceOptionList,
  type DataInterfaceOptionsBody,
  type DataInterfaceResult,
} from '@mepm/contract';
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../../../plugins/auth/signed-in';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import { recordCall, type CallRecord } from './call-log';
import { definitionOf, readInterfaceRow } from './interface-service';
import type { DataInterfaceDeps } from './interface-routes';
import { toOptions } from './options';
import { runDefinition, type PageAsk } from './run-interface';

/** Paging as a body or a query string carries it. */
export function pageAskOf(source: { currentPage?: unknown; pageSize?: unknown }): PageAsk {
  const read = (value: unknown, field: string, max: number) => {
    if (value === undefined || value === '') return undefined;
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(number) || number < 1 || number > max) {
      throw badRequest('badFormat', { field });
    }
    return number;
  };
  return {
    currentPage: read(source.currentPage, 'currentPage', 1_000_000),
    pageSize: read(source.pageSize, 'pageSize', MAX_PAGE_SIZE),
  };
}

/** Who made a call, and how they read a refusal (kept in the call log as they read it). */
export interface CallMaker {
  userId: string;
  refusal(error: unknown): string;
}

/** The signed-in user of a request as the maker of a call. */
function callMakerOf(request: FastifyRequest): CallMaker {
  return {
    userId: signedIn(request).user.id,
    refusal: (error) =>
      error instanceof ApiError
        ? request.t(error.key, error.params)
        : request.t('dataInterfaceCallFailed'),
  };
}

/**
 * Runs a saved interface and logs the call, whatever its outcome: when, who, how long, how many
 * rows, and the refusal as the caller read it.
 */
export async function loggedRun<T>(
  deps: Pick<DataInterfaceDeps, 'db' | 'now'>,
  maker: CallMaker,
  interfaceId: string,
  via: CallRecord['via'],
  run: () => Promise<{ result: T; rows: number }>,
): Promise<T> {
  const calledAt = deps.now();
  const started = performance.now();
  const entry = { interfaceId, userId: maker.userId, via, calledAt };
  try {
    const { result, rows } = await run();
    const durationMs = Math.round(performance.now() - started);
    await recordCall(deps.db, { ...entry, durationMs, rowCount: rows, success: true, message: '' });
    return result;
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const message = maker.refusal(error);
    await recordCall(deps.db, { ...entry, durationMs, rowCount: 0, success: false, message });
    throw error;
  }
}

/** GET …/{id}/Actions/Response: a saved interface, enabled or not, with the caller's values. */
export async function callPreview(
  deps: DataInterfaceDeps,
  request: FastifyRequest,
  id: string,
  query: DataInterfaceArgs,
): Promise<DataInterfaceResult> {
  const row = await readInterfaceRow(deps.db, id);
  return loggedRun(deps, callMakerOf(request), row.id, 'preview', async () => {
    const result = await runDefinition(deps, definitionOf(row), query, pageAskOf(query));
    return { result, rows: result.list.length };
  });
}

/**
 * Refusals an option caller can act on (its values, the time it took); every other one (what
 * the database or a remote server said, where an address resolved to) stays in the call log.
 */
const SHOWN: ReadonlySet<string> = new Set([
  'dataInterfaceParamRequired',
  'dataInterfaceParamBadValue',
  'dataInterfaceTimeout',
  'dataInterfaceNoOptionMapping',
  'badFormat',
]);

/**
 * POST …/{id}/Actions/Options: the options of an enabled interface for any signed-in user. A
 * disabled interface answers 400, a missing one 404; a refusal the caller cannot act on is kept
 * in the call log and the caller reads that the call failed.
 */
export async function callOptions(
  deps: DataInterfaceDeps,
  request: FastifyRequest,
  id: string,
  body: DataInterfaceOptionsBody,
): Promise<DataInterfaceOptionList> {
  const row = await readInterfaceRow(deps.db, id);
  if (!row.enabled) throw badRequest('dataInterfaceDisabled');
  const definition = definitionOf(row);
  try {
    return await loggedRun(deps, callMakerOf(request), row.id, 'options', async () => {
      const result = await runDefinition(deps, definition, body.args, pageAskOf(body));
      const list = toOptions(result.list, definition.optionMapping);
      return {
        result: {
          list,
          ...(result.pagination === undefined ? {} : { pagination: result.pagination }),
        },
        rows: result.list.length,
      };
    });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400 && !SHOWN.has(error.key)) {
      throw badRequest('dataInterfaceCallFailed');
    }
    throw error;
  }
}
