import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineModule } from '../../kernel/module';
import type { FilesDeps } from './deps';
import { downloadRoutes } from './download-routes';
import { fileNameRoutes } from './file-name-routes';
import { FILES_MESSAGES } from './messages';
import { uploadRoutes } from './upload-routes';

const routes: FastifyPluginAsyncTypebox<FilesDeps> = async (app, deps) => {
  await app.register(uploadRoutes, deps);
  await app.register(downloadRoutes, deps);
  await app.register(fileNameRoutes, deps);
};

/** Uploads checked by content and stored in the database, and their downloads. */
export const filesModule = defineModule({
  name: 'files',
  routes,
  messages: FILES_MESSAGES,
  fieldNames: {
    file: { zh: '文件', zhtw: '檔案', en: 'file' },
    encryption: { zh: '文件标识', zhtw: '檔案識別碼', en: 'file reference' },
  },
});
