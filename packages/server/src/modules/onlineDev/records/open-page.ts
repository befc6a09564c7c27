import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/client';
import { callerOf, type Caller } from '../../../kernel/caller';
import { pageAccess, type PageAccess } from './page-access';
import { releasedDesign, type PageDesign } from './released-design';

/** A generated page as one call meets it: who calls, the released design, the caller's rights. */
export interface OpenPage {
  caller: Caller;
  design: PageDesign;
  access: PageAccess;
}

/** The released design `id` and the caller's rights on the page the menu entry `menuId` opens. */
export async function openPage(
  db: Queryable,
  request: FastifyRequest,
  id: string,
  menuId: string | undefined,
): Promise<OpenPage> {
  const caller = callerOf(request);
  const design = await releasedDesign(db, id);
  const access = await pageAccess(db, caller, design, menuId);
  return { caller, design, access };
}
