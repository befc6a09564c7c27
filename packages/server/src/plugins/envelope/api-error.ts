import type { MessageKey } from '../../kernel/i18n/catalog';
import type { MessageParams } from '../../kernel/i18n/translate';

/**
 * An expected failure: the error handler answers with `statusCode` and the envelope
 * `{code, msg: translated key, data: null}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) =>
  new ApiError(400, 400, key, params);
