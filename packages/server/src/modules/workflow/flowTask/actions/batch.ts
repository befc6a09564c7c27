import type { FlowBatchAnswer, FlowBatchBody } from '@mepm/contract';
import type { Caller } from '../../../../kernel/caller';
import type { Translate } from '../../../../kernel/i18n/translate';
import { ApiError } from '../../../../plugins/envelope/api-error';
import type { ActionDeps } from '../engine/engine-deps';
import { auditItem } from './audit';
import { rejectItem } from './reject';

/**
 * Approves or rejects each of the listed work items in a transaction of its own, one after the
 * other: one refused leaves the others done. Each is the single action it would be alone, with
 * the comment and nothing else: an item whose node wants values filled, approvers chosen or a
 * signature is refused with that reason, to be handled in its task.
 */
export async function batchItems(
  deps: ActionDeps,
  caller: Caller,
  body: FlowBatchBody,
  t: Translate,
  logError: (error: unknown) => void,
): Promise<FlowBatchAnswer> {
  const results: FlowBatchAnswer['results'] = [];
  const comment = body.comment === undefined ? {} : { comment: body.comment };
  for (const id of body.ids) {
    try {
      if (body.action === 'audit') await auditItem(deps, caller, id, comment);
      else await rejectItem(deps, caller, id, comment);
      results.push({ id, done: true, message: '' });
    } catch (error) {
      if (!(error instanceof ApiError)) logError(error);
      const message =
        error instanceof ApiError ? t(error.key, error.params) : t('flowBatchItemFailed');
      results.push({ id, done: false, message });
    }
  }
  return { results };
}
