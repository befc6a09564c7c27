import { defineJob, type JobMessage } from '../../../kernel/jobs/job';
import { ApiError } from '../../../plugins/envelope/api-error';
import { backupStoreOf } from './backup-registry';
import { DATA_BACKUP_MESSAGES } from './messages';

/** Makes a backup and keeps the newest `keep` (the scheduled task's setting, 7 by default). */
export const rotateDataBackupJob = defineJob({
  name: 'rotateDataBackup',
  title: { zh: '轮换数据备份', zhtw: '輪換資料備份', en: 'Rotate the data backup' },
  params: [
    {
      key: 'keep',
      label: { zh: '保留份数', zhtw: '保留份數', en: 'Backups to keep' },
      min: 1,
      max: 365,
      default: 7,
    },
  ],
  run: async ({ db, params }) => {
    const store = backupStoreOf(db);
    if (store === undefined) throw new Error('the data backup module is not serving');
    let made;
    try {
      made = await store.create();
    } catch (error) {
      if (error instanceof ApiError && error.key in DATA_BACKUP_MESSAGES) {
        throw new Error(
          fill(
            DATA_BACKUP_MESSAGES[error.key as keyof typeof DATA_BACKUP_MESSAGES].en,
            error.params,
          ),
        );
      }
      throw error;
    }
    const removed = await store.keepNewest(params.keep ?? 7);
    return message(made.id, removed);
  },
});

function message(id: string, removed: number): JobMessage {
  return {
    zh: `已备份 ${id}，删除 ${removed} 份旧备份`,
    zhtw: `已備份 ${id}，刪除 ${removed} 份舊備份`,
    en: `Made ${id}, deleted ${removed} older backups`,
  };
}

function fill(text: string, params: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
