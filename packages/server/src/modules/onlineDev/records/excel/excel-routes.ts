import multipart from '@fastify/multipart';
import {
  EXPORT_BACKGROUND_THRESHOLD,
  IMPORT_MAX_BYTES,
  ONLINE_DEV_BUTTON as B,
  ONLINE_DEV_EXCEL_ENDPOINTS as x,
  ONLINE_DEV_ROUTES,
  OnlineDevExportDataBody,
  OnlineDevParams,
  OnlineDevQuery,
} from '@mepm/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import { sendXlsx } from '../../../../kernel/excel/xlsx-reply';
import { xlsxStream } from '../../../../kernel/excel/xlsx-writer';
import { endpointSchema, type RouteOf } from '../../../../kernel/http/endpoint-route';
import { errorResponses } from '../../../../kernel/http/error-responses';
import { ApiError } from '../../../../plugins/envelope/api-error';
import { ok } from '../../../../plugins/envelope/envelope';
import { signedIn } from '../../../../plugins/auth/signed-in';
import type { RecordDeps } from '../record-routes';
import { excelPage, fileNameOf, timeZoneOf } from './excel-page';
import { exportColumns } from './export-columns';
import { exportIds, exportRows } from './export-rows';
import { ownTask, startExportTask, taskView } from './export-tasks';
import { runImport } from './import-run';
import { receiveWorkbook, WORKBOOK_MULTIPART_LIMITS } from './receive-workbook';
import { templateColumns } from './template-columns';

const tags = ['OnlineDev'];
/** The workbook's bytes, not an envelope. */
const XlsxBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
/** Imports and exports a minute per user: each reads or writes up to a whole table. */
const PER_MINUTE = 20;

/**
 * Excel export and import of generated pages (docs/reference/online-development.md "Excel
 * export and import"): the page's grants as every record call checks them, plus btn_download
 * (export) or btn_upload (template, import, refused rows).
 */
export const excelRoutes: FastifyPluginAsyncTypebox<RecordDeps> = async (typeboxApp, deps) => {
  const { db, now } = deps;
  await typeboxApp.register(multipart, { limits: WORKBOOK_MULTIPART_LIMITS });
  typeboxApp.addHook('onRequest', typeboxApp.authenticate);
  // Routes that answer bytes or read multipart state their request types by route generics.
  const app = typeboxApp.withTypeProvider<FastifyTypeProviderDefault>();
  const config = {
    rateLimit: {
      max: PER_MINUTE,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `excel:${signedIn(request).user.id}`,
    },
  };

  app.route<RouteOf<typeof x.export>>({
    method: 'POST',
    url: x.export.path,
    schema: endpointSchema(x.export, tags),
    config,
    handler: async (request, reply) => {
      const { body } = request;
      const page = await excelPage(db, request, request.params.id, body.menuId, B.download);
      const timeZone = timeZoneOf(body.timeZone);
      const columns = exportColumns(page.design, page.access, body.selectKey);
      const ids = await exportIds(db, page.design, page.access, body);
      const read = { db, ...page, columns, language: page.caller.language, timeZone };
      const fileName = fileNameOf(page.design);
      if (ids.length > EXPORT_BACKGROUND_THRESHOLD) {
        const task = await startExportTask({
          db,
          now,
          ownerId: page.caller.id,
          designId: page.design.id,
          fileName,
          sheetName: page.design.fullName,
          columns,
          read,
          ids,
        });
        return ok(request, taskView(task, now(), request.t));
      }
      const rows = exportRows(read, ids);
      return sendXlsx(reply, fileName, xlsxStream({ name: page.design.fullName, columns, rows }));
    },
  });

  app.route<RouteOf<typeof x.exportTask>>({
    method: 'GET',
    url: x.exportTask.path,
    schema: endpointSchema(x.exportTask, tags),
    handler: async (request, reply) => {
      const task = await ownTask(db, signedIn(request).user.id, request.params.taskId);
      const view = taskView(task, now(), request.t);
      if (request.query.download === undefined) return ok(request, view);
      if (view.state !== 'done' || task.content === null) {
        throw new ApiError(400, 400, 'excelExportNotReady');
      }
      return sendXlsx(reply, task.fileName, task.content);
    },
  });

  app.get<{ Params: OnlineDevParams; Querystring: OnlineDevQuery }>(
    ONLINE_DEV_ROUTES.template.path,
    {
      schema: {
        tags,
        summary: "The import template: the page's importable fields as headers (* required)",
        params: OnlineDevParams,
        querystring: OnlineDevQuery,
        response: { 200: XlsxBytes, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { design, access } = await excelPage(
        db,
        request,
        request.params.id,
        request.query.menuId,
        B.upload,
      );
      const columns = templateColumns(design, access);
      const file = xlsxStream({ name: design.fullName, columns, rows: [] });
      return sendXlsx(reply, fileNameOf(design, request.t('excelTemplateSuffix')), file);
    },
  );

  const importRoute = (endpoint: typeof x.import | typeof x.importPreview, write: boolean) =>
    app.route<RouteOf<typeof endpoint>>({
      method: 'POST',
      url: endpoint.path,
      schema: endpointSchema(endpoint, tags, ['multipart/form-data']),
      config,
      handler: async (request) => {
        const { query } = request;
        const page = await excelPage(db, request, request.params.id, query.menuId, B.upload);
        const timeZone = timeZoneOf(query.timeZone);
        const content = await receiveWorkbook(request);
        const report = await runImport(
          {
            ...deps,
            ...page,
            t: request.t,
            timeZone,
            write,
            allOrNothing: query.allOrNothing === '1',
          },
          content,
        );
        return ok(request, report);
      },
    });
  importRoute(x.importPreview, false);
  importRoute(x.import, true);

  /** A report's refused rows as a workbook: their cells under the headers, and why. */
  const refusedRows = async (
    request: FastifyRequest<{
      Params: OnlineDevParams;
      Body: OnlineDevExportDataBody;
      Querystring: OnlineDevQuery;
    }>,
    reply: FastifyReply,
  ) => {
    const { design } = await excelPage(
      db,
      request,
      request.params.id,
      request.query.menuId,
      B.upload,
    );
    const { headers, rows } = request.body;
    const columns = [...headers, request.t('excelReasonHeader')].map((header) => ({ header }));
    const cells = rows.map((row) => [
      ...headers.map((_, index) => row.cells[index] ?? null),
      row.reason,
    ]);
    const file = xlsxStream({ name: design.fullName, columns, rows: cells });
    return sendXlsx(reply, fileNameOf(design, request.t('excelRefusedSuffix')), file);
  };
  for (const route of [ONLINE_DEV_ROUTES.exportData, ONLINE_DEV_ROUTES.appExportData]) {
    app.post<{
      Params: OnlineDevParams;
      Body: OnlineDevExportDataBody;
      Querystring: OnlineDevQuery;
    }>(
      route.path,
      {
        schema: {
          tags,
          summary: "An import report's refused rows as .xlsx, with the reason of each",
          params: OnlineDevParams,
          querystring: OnlineDevQuery,
          body: OnlineDevExportDataBody,
          response: { 200: XlsxBytes, ...errorResponses },
        },
        // Ten thousand rows of cells travel back as JSON.
        bodyLimit: IMPORT_MAX_BYTES * 4,
        config,
      },
      refusedRows,
    );
  }
};
