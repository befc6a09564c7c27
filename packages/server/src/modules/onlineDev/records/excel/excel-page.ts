import type { FastifyRequest } from 'fastify';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../../kernel/excel/zoned-time';
import { badRequest } from '../../../../plugins/envelope/api-error';
import type { RecordDeps } from '../record-routes';
import { openPage, type OpenPage } from '../open-page';
import { requireButton } from '../page-access';
import type { PageDesign } from '../released-design';

export type ExcelPage = OpenPage;

/**
 * The released design and the caller's rights on its page, as every record call checks them,
 * and the button the Excel call needs (export: btn_download; template and import: btn_upload).
 */
export async function excelPage(
  db: RecordDeps['db'],
  request: FastifyRequest,
  id: string,
  menuId: string | undefined,
  button: 'btn_download' | 'btn_upload',
): Promise<ExcelPage> {
  const page = await openPage(db, request, id, menuId);
  requireButton(page.access, button);
  return page;
}

/** The caller's time zone, the company's when it names none; 400 for an unknown one. */
export function timeZoneOf(zone: string | undefined): string {
  if (zone === undefined || zone === '') return DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) throw badRequest('excelBadTimeZone', { zone });
  return zone;
}

/** The file's name: the page's name, or its code, with the part it holds. */
export const fileNameOf = (design: PageDesign, suffix = ''): string =>
  `${design.fullName || design.enCode || 'export'}${suffix}.xlsx`;
