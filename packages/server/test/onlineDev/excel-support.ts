import { buffer as streamToBuffer } from 'node:stream/consumers';
import { fillPath, VISUALDEV_ONLINE_DEV, type ImportReport } from '@mepm/contract';
import type { LightMyRequestResponse } from 'fastify';
import { xlsxStream } from '../../src/kernel/excel/xlsx-writer';
import type { CellValue } from '../../src/kernel/excel/sheet-xml';
import { readXlsx } from '../../src/kernel/excel/xlsx-reader';
import { call, envelope, multipartFile } from '../support/requests';
import type { RecordPage } from './records-support';

/** A workbook of `headers` and `rows`, as a person's spreadsheet program would send it. */
export const workbook = (headers: string[], rows: CellValue[][]): Promise<Buffer> =>
  streamToBuffer(
    xlsxStream({ name: 'upload', columns: headers.map((header) => ({ header })), rows }),
  );

/** A downloaded workbook's headers and rows, read by the import's own reader. */
export async function readBack(file: Buffer): Promise<{ headers: string[]; rows: unknown[][] }> {
  const sheet = await readXlsx(file, 1_000_000);
  const rows: unknown[][] = [];
  for await (const row of sheet.rows) rows.push(row.cells);
  return { headers: sheet.headers, rows };
}

const withQuery = (url: string, query: Record<string, string | undefined>) => {
  const parts = Object.entries(query).filter(([, value]) => value !== undefined);
  return parts.length === 0 ? url : `${url}?${parts.map(([k, v]) => `${k}=${v}`).join('&')}`;
};

/** The Excel calls of the page as `token`, through the page's menu entry. */
export function excelCalls(page: RecordPage, token: string, menu: string | null = page.menuId) {
  const id = page.designId;
  const menuId = menu ?? undefined;
  const upload = (
    path: string,
    file: Buffer,
    query: Record<string, string | undefined> = {},
    filename = 'data.xlsx',
  ): Promise<LightMyRequestResponse> => {
    const body = multipartFile('file', filename, file);
    return page.h.app.inject({
      method: 'POST',
      url: withQuery(fillPath(path, { id }), { menuId, ...query }),
      headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };
  return {
    export: (body: object) =>
      call(page.h.app, 'POST', fillPath(VISUALDEV_ONLINE_DEV.export, { id }), {
        token,
        payload: { dataType: 1, ...(menuId === undefined ? {} : { menuId }), ...body },
      }),
    template: () =>
      call(
        page.h.app,
        'GET',
        withQuery(fillPath(VISUALDEV_ONLINE_DEV.template, { id }), { menuId }),
        {
          token,
        },
      ),
    preview: (file: Buffer, query: Record<string, string> = {}, filename?: string) =>
      upload(VISUALDEV_ONLINE_DEV.importPreview, file, query, filename),
    import: (file: Buffer, query: Record<string, string> = {}) =>
      upload(VISUALDEV_ONLINE_DEV.import, file, query),
    exportData: (body: object) =>
      call(
        page.h.app,
        'POST',
        withQuery(fillPath(VISUALDEV_ONLINE_DEV.exportData, { id }), { menuId }),
        { token, payload: body },
      ),
    task: (taskId: string, download = false) =>
      call(
        page.h.app,
        'GET',
        withQuery(fillPath(VISUALDEV_ONLINE_DEV.exportTask, { taskId }), {
          download: download ? '1' : undefined,
        }),
        { token },
      ),
  };
}

export function report(response: LightMyRequestResponse): ImportReport {
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<ImportReport>(response).data;
}
