import type {
  ImportReport,
  OnlineDevExportBody,
  OnlineDevExportDataBody,
  OnlineDevExportTask,
} from '@mepm/contract';
import { ONLINE_DEV_ROUTES } from '@mepm/contract/paths';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { api } from '../../../../kernel/api';
import { toFetchArgs } from '../../../../kernel/endpoints/wire-request';
import { fileAnswer, type SavedFile } from '../../../../kernel/files/file-answer';
import { RECORDS_TAG } from '../tags';
import type { PageRef } from '../api';

/** A call whose answer may be a file: the browser downloads it, the store keeps only its name. */
const asFile = (args: FetchArgs): FetchArgs => ({ ...args, responseHandler: fileAnswer });

/** The workbook goes as multipart form data: fetch sets the boundary itself. */
const workbookBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** The clock dates are written and read in: the browser's. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface ImportArgs extends PageRef {
  file: File;
  allOrNothing: boolean;
}

/** A generated page's Excel calls: export (a file, or a background task), template, import. */
export const excelApi = api.enhanceEndpoints({ addTagTypes: [RECORDS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    exportRecords: build.mutation<
      SavedFile | OnlineDevExportTask,
      PageRef & { body: Omit<OnlineDevExportBody, 'menuId'> }
    >({
      query: ({ id, menuId, body }) =>
        asFile(
          toFetchArgs(ONLINE_DEV_ROUTES.export, {
            params: { id },
            body: { ...body, menuId, timeZone: browserTimeZone() },
          }),
        ),
    }),
    exportTask: build.query<OnlineDevExportTask, string>({
      query: (taskId) => toFetchArgs(ONLINE_DEV_ROUTES.exportTask, { params: { taskId } }),
    }),
    downloadExport: build.mutation<SavedFile, string>({
      query: (taskId) =>
        asFile(
          toFetchArgs(ONLINE_DEV_ROUTES.exportTask, {
            params: { taskId },
            query: { download: '1' },
          }),
        ),
    }),
    downloadTemplate: build.mutation<SavedFile, PageRef>({
      query: ({ id, menuId }) =>
        asFile(toFetchArgs(ONLINE_DEV_ROUTES.template, { params: { id }, query: { menuId } })),
    }),
    previewImport: build.mutation<ImportReport, ImportArgs>({
      query: (args) => importRequest(ONLINE_DEV_ROUTES.importPreview, args),
    }),
    importRecords: build.mutation<ImportReport, ImportArgs>({
      query: (args) => importRequest(ONLINE_DEV_ROUTES.import, args),
      // Rows were written unless the import was refused whole.
      invalidatesTags: (report, _error, { id }) =>
        report && report.written > 0 ? [{ type: RECORDS_TAG, id }] : [],
    }),
    exportRefusedRows: build.mutation<SavedFile, PageRef & { body: OnlineDevExportDataBody }>({
      query: ({ id, menuId, body }) =>
        asFile(
          toFetchArgs(ONLINE_DEV_ROUTES.exportData, { params: { id }, query: { menuId }, body }),
        ),
    }),
  }),
});

function importRequest(
  route: typeof ONLINE_DEV_ROUTES.import | typeof ONLINE_DEV_ROUTES.importPreview,
  { id, menuId, file, allOrNothing }: ImportArgs,
): FetchArgs {
  return toFetchArgs(route, {
    params: { id },
    query: { menuId, allOrNothing: allOrNothing ? '1' : '0', timeZone: browserTimeZone() },
    body: workbookBody(file),
  });
}

export const {
  useExportRecordsMutation,
  useExportTaskQuery,
  useDownloadExportMutation,
  useDownloadTemplateMutation,
  usePreviewImportMutation,
  useImportRecordsMutation,
  useExportRefusedRowsMutation,
} = excelApi;
