import { XLSX_MIME } from '@mepm/contract';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { contentDisposition } from '../http/content-disposition';

/**
 * Answers a workbook as a download, not an envelope: streamed when given a stream (Fastify sends
 * it as it is read, with backpressure), whole when given bytes.
 */
export function sendXlsx(reply: FastifyReply, fileName: string, body: Readable | Buffer) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
