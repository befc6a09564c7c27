import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilesDeps } from './deps';
import { downloadRoutes } from './download-routes';
import { uploadRoutes } from './upload-routes';

/** SPEC §7 System, "Files". */
export const fileRoutes: FastifyPluginAsyncTypebox<FilesDeps> = async (app, deps) => {
  await app.register(uploadRoutes, deps);
  await app.register(downloadRoutes, deps);
};
