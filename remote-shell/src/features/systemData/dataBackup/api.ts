import { DATA_BACKUP_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

const BACKUPS = { type: 'DataBackup', id: 'LIST' } as const;

/** The backups, making, deleting and restoring one, and a signed link to download one. */
export const dataBackupApi = api.enhanceEndpoints({ addTagTypes: ['DataBackup'] }).injectEndpoints({
  endpoints: (build) => ({
    dataBackups: routeQuery(build, DATA_BACKUP_ROUTES.list, { providesTags: [BACKUPS] }),
    createDataBackup: routeMutation(build, DATA_BACKUP_ROUTES.create, {
      invalidatesTags: [BACKUPS],
    }),
    deleteDataBackup: routeMutation(build, DATA_BACKUP_ROUTES.remove, {
      request: (id: string) => ({ params: { id } }),
      invalidatesTags: [BACKUPS],
    }),
    dataBackupLink: routeMutation(build, DATA_BACKUP_ROUTES.downloadName, {
      request: (id: string) => ({ params: { id } }),
    }),
    restoreDataBackup: routeMutation(build, DATA_BACKUP_ROUTES.restore, {
      request: (id: string) => ({ params: { id } }),
      invalidatesTags: [BACKUPS],
    }),
    cancelDataRestore: routeMutation(build, DATA_BACKUP_ROUTES.cancelRestore, {
      invalidatesTags: [BACKUPS],
    }),
  }),
});

export const {
  useDataBackupsQuery,
  useCreateDataBackupMutation,
  useDeleteDataBackupMutation,
  useDataBackupLinkMutation,
  useRestoreDataBackupMutation,
  useCancelDataRestoreMutation,
} = dataBackupApi;
