import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  language?: string;
  payload?: unknown;
  ip?: string;
}

/** One JSON API call with the shell's `n` timestamp, token and language. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const separator = url.includes('?') ? '&' : '?';
  return app.inject({
    method,
    url: `${url}${separator}n=${Date.now()}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
  });
}

/** The envelope of a response, its HTTP status checked against the envelope code. */
export function envelope<T>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

/** A multipart/form-data body holding one file, built by hand so the file name is exactly ours. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  mimetype = 'application/octet-stream',
): { payload: Buffer; contentType: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${mimetype}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function upload(
  app: FastifyInstance,
  type: string,
  token: string | undefined,
  file: { filename: string; content: Buffer; mimetype?: string },
  language?: string,
): Promise<LightMyRequestResponse> {
  const body = multipartFile('file', file.filename, file.content, file.mimetype);
  return app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${type}?n=1`,
    headers: {
      'content-type': body.contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: body.payload,
  });
}

/**
 * Uploads a file whose body arrives in two pieces, split right after the file's first `cutAt`
 * bytes, the second a turn of the event loop later: the way a slow network delivers it.
 */
export function uploadInTwoPieces(
  app: FastifyInstance,
  token: string,
  content: Buffer,
  cutAt: number,
): Promise<LightMyRequestResponse> {
  const body = multipartFile('file', 'big.png', content, 'image/png');
  const split = body.payload.indexOf(content) + cutAt;
  async function* pieces() {
    yield body.payload.subarray(0, split);
    await nextTurn();
    yield body.payload.subarray(split);
  }
  return app.inject({
    method: 'POST',
    url: '/api/file/Uploader/annex?n=1',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    payload: Readable.from(pieces()),
  });
}
