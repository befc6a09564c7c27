import { DATA_BACKUP_BUTTON, DATA_BACKUP_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { button, page } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { dataBackupRoutes, type BackupDeps } from './backup-routes';
import { DATA_BACKUP_MESSAGES } from './messages';
import { rotateDataBackupJob } from './rotate-job';

const routes: FastifyPluginAsyncTypebox<BackupDeps> = async (app, deps) => {
  await app.register(dataBackupRoutes, deps);
};

/** Data backup (数据备份): backups of the platform's own database, and their restore. */
export const dataBackupModule = defineModule({
  name: DATA_BACKUP_PAGE,
  routes,
  seedMenus: [
    page(
      DATA_BACKUP_PAGE,
      'systemData',
      { zh: '数据备份', zhtw: '資料備份', en: 'Data backup' },
      4,
      [
        button(DATA_BACKUP_BUTTON.create, '备份'),
        button(DATA_BACKUP_BUTTON.download, '下载'),
        button(DATA_BACKUP_BUTTON.restore, '恢复'),
        button(DATA_BACKUP_BUTTON.remove, '删除'),
      ],
    ),
  ],
  messages: DATA_BACKUP_MESSAGES,
  jobs: [rotateDataBackupJob],
});
