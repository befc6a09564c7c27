import { randomBytes } from 'node:crypto';
import type { Language } from '@mepm/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  languageFromHeader,
  type MessageParams,
  type Translate,
  type Translator,
} from '../../kernel/i18n/translate';
import type { MessageKey } from '../../kernel/i18n/catalog';
import { ApiError } from './api-error';
import { dataExceptionState } from './data-exception';
import { sendError } from './envelope';
import { uniqueViolationField } from './unique-violation';
import { validationMessage, type ValidationIssue } from './validation-message';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t: Translate;
  }
}

/** Answers for paths no route matched, e.g. the single-page app's index.html. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export interface EnvelopeOptions {
  /** The texts of the kernel and every module. */
  translator: Translator;
  /** Unique constraint name → the field a person knows it by. */
  uniqueFields: ReadonlyMap<string, string>;
  /** Answers for paths no route matched, tried in order. */
  fallbacks?: NotFoundFallback[];
  /** Told of every unexpected failure with the trace id its answer carries (the error log). */
  onServerError?: (request: FastifyRequest, error: Error, traceId: string) => void;
}

/**
 * Gives every request its language and translator, and turns every failure into the
 * `{code, msg, data: null}` envelope. Internals of unexpected errors go to the log only. It acts
 * on the root instance directly (not as an encapsulated plugin) so that it covers every route.
 */
export function installEnvelope(app: FastifyInstance, options: EnvelopeOptions): void {
  const { translator, uniqueFields, fallbacks = [], onServerError } = options;
  const translate = translator.text;
  const fieldName = translator.fieldName;
  /** A `field` parameter is a request field's name: show its display name instead. */
  const withFieldName = (language: Language, params: MessageParams): MessageParams => {
    const field = params.field;
    return field === undefined ? params : { ...params, field: fieldName(language, String(field)) };
  };
  app.decorateRequest('language', 'zh');
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', async (request) => {
    const language = languageFromHeader(request.headers['accept-language']);
    request.language = language;
    request.t = (key, params) => translate(language, key, params);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The handler may run before onRequest did (e.g. a malformed URL), so work out the language.
    const language = languageFromHeader(request.headers['accept-language']);
    if (error instanceof ApiError) {
      return sendError(
        reply,
        error.statusCode,
        error.code,
        translate(language, error.key, withFieldName(language, error.params)),
      );
    }
    if (error.validation) {
      const issues = error.validation as unknown as ValidationIssue[];
      return sendError(reply, 400, 400, validationMessage(translator, language, issues));
    }
    const uniqueField = uniqueViolationField(error, uniqueFields);
    if (uniqueField !== undefined) {
      return sendError(
        reply,
        400,
        400,
        translate(language, 'alreadyExists', { field: fieldName(language, uniqueField) }),
      );
    }
    const sqlState = dataExceptionState(error);
    if (sqlState !== undefined) {
      // A value validation let through: the request is at fault, and validation should learn it.
      request.log.warn(
        { sqlState, route: request.routeOptions.url },
        'value refused by the database',
      );
      return sendError(reply, 400, 400, translate(language, 'badRequestBody'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: unparsable body, unsupported media type, body too large.
      request.log.info({ err: error }, 'request refused');
      return sendError(reply, status, status, translate(language, refusalMessage(status)));
    }
    // The caller is shown the trace id; the log and the error log hold what it stands for.
    const traceId = randomBytes(8).toString('hex');
    request.log.error({ err: error, traceId }, 'unexpected error');
    onServerError?.(request, error, traceId);
    return sendError(reply, 500, 500, translate(language, 'serverError'), traceId);
  });

  app.setNotFoundHandler(async (request, reply) => {
    for (const fallback of fallbacks) {
      if (await fallback(request, reply)) return reply;
    }
    return sendError(reply, 404, 404, request.t('notFound'));
  });
}

function refusalMessage(status: number): MessageKey {
  if (status === 413) return 'bodyTooLarge';
  if (status === 415) return 'unsupportedMediaType';
  return 'badRequestBody';
}
