import type { FastifyRequest } from 'fastify';
import { callerOf, type Caller } from '../../../../kernel/caller';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../../kernel/excel/zoned-time';
import { badRequest } from '../../../../plugins/envelope/api-error';
import type { RecordDeps } from '../record-routes';
import { pageAccess, requireButton, type PageAccess } from '../page-access';
import { releasedDesign, type PageDesign } from '../released-design';

export interface ExcelPage {
  caller: Caller;
  design: PageDesign;
  access: PageAccess;
}

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
  const caller = callerOf(request);
  const design = await releasedDesign(db, id);
  const access = await pageAccess(db, caller, design, menuId);
  requireButton(access, button);
  return { caller, design, access };
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
