import { DATA_INTERFACE_LIMITS } from '@mepm/contract';
import { parseAllowedHosts } from '../../../kernel/http-client/allowed-hosts';
import { guardedFetch, HttpCallError } from '../../../kernel/http-client/guarded-fetch';
import type { MessageKey } from '../../../kernel/i18n/catalog';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import type { ArgValue, Definition, PageWindow, SourceRows } from './definition';
import { jsonRows } from './json-rows';

type HttpDefinition = Pick<
  Definition,
  'httpMethod' | 'httpUrl' | 'httpHeaders' | 'httpQuery' | 'httpBody' | 'resultPath'
>;

/** `{name}` of a template replaced by each value as `encode` writes it; other braces stay. */
function filled(
  template: string,
  values: ReadonlyMap<string, ArgValue>,
  encode: (value: ArgValue) => string,
): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    values.has(name) ? encode(values.get(name) ?? null) : whole,
  );
}

const asText = (value: ArgValue) => (value === null ? '' : String(value));

/** The address of a call: the template's, then the query entries; http(s) only. */
export function callUrl(definition: HttpDefinition, values: ReadonlyMap<string, ArgValue>): URL {
  let url: URL;
  try {
    url = new URL(filled(definition.httpUrl.trim(), values, (v) => encodeURIComponent(asText(v))));
  } catch {
    throw badRequest('dataInterfaceHttpUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('dataInterfaceHttpUrl');
  for (const pair of definition.httpQuery) {
    url.searchParams.append(pair.name, filled(pair.value, values, asText));
  }
  return url;
}

const REASONS: Record<HttpCallError['reason'], MessageKey> = {
  scheme: 'dataInterfaceHttpUrl',
  privateAddress: 'dataInterfaceHttpPrivate',
  unresolved: 'dataInterfaceHttpUnresolved',
  timeout: 'dataInterfaceTimeout',
  tooLarge: 'dataInterfaceHttpTooLarge',
  tooManyRedirects: 'dataInterfaceHttpRedirects',
  failed: 'dataInterfaceHttpFailed',
};

function refusal(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpCallError) {
    const detail = error.message.replace(/^[a-zA-Z]+:?\s*/, '').slice(0, 200);
    return badRequest(REASONS[error.reason], { detail });
  }
  return badRequest('dataInterfaceHttpFailed', { detail: String(error).slice(0, 200) });
}

/**
 * Calls an HTTP interface on the caller's behalf: parameters fill the templates (URL-encoded in
 * the address, JSON-encoded in the body), the call is refused for private and local addresses
 * unless the host is on the system configuration's allow-list, and the answer must be JSON.
 */
export async function httpRows(
  definition: HttpDefinition,
  values: ReadonlyMap<string, ArgValue>,
  allowedHostsText: string,
  page: PageWindow | undefined,
): Promise<SourceRows> {
  const url = callUrl(definition, values);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const pair of definition.httpHeaders) {
    headers[pair.name.toLowerCase()] = filled(pair.value, values, asText);
  }
  const post = definition.httpMethod === 'POST';
  if (post) headers['content-type'] ??= 'application/json';
  try {
    const answer = await guardedFetch(
      {
        method: definition.httpMethod,
        url: url.toString(),
        headers,
        ...(post ? { body: filled(definition.httpBody, values, (v) => JSON.stringify(v)) } : {}),
      },
      {
        allowed: parseAllowedHosts(allowedHostsText) ?? [],
        timeoutMs: DATA_INTERFACE_LIMITS.timeoutMs,
        maxBytes: DATA_INTERFACE_LIMITS.maxResponseBytes,
        maxRedirects: DATA_INTERFACE_LIMITS.maxRedirects,
      },
    );
    if (answer.status < 200 || answer.status >= 300) {
      throw badRequest('dataInterfaceHttpStatus', { status: answer.status });
    }
    let document: unknown;
    try {
      document = JSON.parse(answer.body.toString('utf8'));
    } catch {
      throw badRequest('dataInterfaceHttpNotJson');
    }
    return jsonRows(document, definition.resultPath, page);
  } catch (error) {
    throw refusal(error);
  }
}
