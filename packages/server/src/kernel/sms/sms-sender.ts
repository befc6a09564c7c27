import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

/** Delivers a verification code. Real SMS gateways plug in here. */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}

/** The default: the code goes to the server log, for development and small installations. */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, code) {
      log.info({ mobile }, `verification code for ${mobile}: ${code}`);
    },
  };
}

/** Appends `{"mobile","code","time"}` JSON lines to a file, which browser tests read. */
export function outboxSmsSender(file: string): SmsSender {
  return {
    async send(mobile, code) {
      const line = JSON.stringify({ mobile, code, time: new Date().toISOString() });
      await appendFile(file, `${line}\n`, 'utf8');
    },
  };
}
