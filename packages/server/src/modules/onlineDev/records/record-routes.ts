import {
  FIELD_DATA_SELECT_ENDPOINT,
  ONLINE_DEV_BUTTON as B,
  ONLINE_DEV_ENDPOINTS as e,
  type OnlineDevRecord,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { displayRows } from '../../../kernel/forms/display-values';
import { fieldDataSelect } from './field-data-select';
import { heldPageAccess } from './held-page';
import { openPage, type OpenPage } from './open-page';
import { requireButton, type PageAccess } from './page-access';
import { deleteRecords } from './record-deletes';
import { listRecords } from './record-list';
import { storedRecord } from './record-reads';
import { createRecord, updateRecord, type RecordWrite } from './record-writes';
import { releasedDesign, type PageDesign } from './released-design';

export type RecordDeps = Pick<ModuleDeps, 'db' | 'now' | 'interfaceOptions'>;

const tags = ['OnlineDev'];

/** Only the granted form fields of a record, when the page narrows them. */
function grantedFields(access: PageAccess, values: Record<string, unknown>) {
  const granted = access.rights.formFields;
  if (granted === null) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => granted.includes(key)));
}

/**
 * The record calls of generated pages (docs/reference/online-development.md "Record endpoints
 * and their checks"). Every call needs a session, the released design and the caller's rights on
 * the menu entry that opens the page (`menuId`); its button when the list design says so; and
 * every record it reaches or writes lies inside the caller's data scope.
 */
export const recordRoutes: FastifyPluginAsyncTypebox<RecordDeps> = async (
  app,
  { db, now, interfaceOptions },
) => {
  app.addHook('onRequest', app.authenticate);

  const page = (request: FastifyRequest, id: string, menuId: string | undefined) =>
    openPage(db, request, id, menuId);
  const writeOf = (p: OpenPage): RecordWrite => ({
    db,
    now,
    interfaceOptions,
    ...p,
  });
  const detail = async (
    design: PageDesign,
    access: PageAccess,
    recordId: string,
    language: Parameters<typeof displayRows>[3],
  ) => {
    const stored = await storedRecord(db, design.layout, recordId, access.scope);
    const [main] = await displayRows(db, design.layout.fields, [stored.values], language);
    const data: Record<string, unknown> = { ...main };
    for (const sub of design.layout.subTables) {
      const rows = Array.isArray(stored.values[sub.key])
        ? (stored.values[sub.key] as Record<string, unknown>[])
        : [];
      data[sub.key] = await displayRows(db, sub.columns, rows, language);
    }
    return grantedFields(access, data);
  };

  registerEndpoint(app, e.config, { tags }, async (request) => {
    const { design, access } = await page(request, request.params.id, request.query.menuId);
    return {
      id: design.id,
      fullName: design.fullName,
      enCode: design.enCode,
      type: design.type,
      webType: design.webType,
      formData: design.formData,
      columnData: design.columnData,
      rights: access.rights,
    };
  });

  registerEndpoint(app, e.list, { tags }, async (request) => {
    const { caller, design, access } = await page(request, request.params.id, request.body.menuId);
    return listRecords(db, caller, design, access, request.body);
  });

  registerEndpoint(app, e.create, { tags }, async (request) => {
    const p = await page(request, request.params.id, request.query.menuId);
    requireButton(p.access, B.add);
    return { id: await createRecord(writeOf(p), request.body.data) };
  });

  registerEndpoint(app, e.read, { tags }, async (request): Promise<OnlineDevRecord> => {
    const { params } = request;
    const { design, access } = await page(request, params.id, request.query.menuId);
    const stored = await storedRecord(db, design.layout, params.recordId, access.scope);
    return {
      id: params.recordId,
      version: stored.version,
      data: grantedFields(access, stored.values),
    };
  });

  registerEndpoint(app, e.update, { tags }, async (request) => {
    const { params, body } = request;
    const p = await page(request, params.id, request.query.menuId);
    requireButton(p.access, B.edit);
    await updateRecord(writeOf(p), params.recordId, body.version, body.data);
    return null;
  });

  registerEndpoint(app, e.remove, { tags }, async (request) => {
    const { params } = request;
    const { caller, design, access } = await page(request, params.id, request.query.menuId);
    requireButton(access, B.remove);
    await deleteRecords(db, caller, design.layout, [params.recordId], access.scope, now());
    return null;
  });

  registerEndpoint(app, e.dataChange, { tags }, async (request) => {
    const { params } = request;
    const { caller, design, access } = await page(request, params.id, request.query.menuId);
    requireButton(access, B.detail, B.edit);
    return {
      id: params.recordId,
      data: await detail(design, access, params.recordId, caller.language),
    };
  });

  registerEndpoint(app, e.batchDelete, { tags }, async (request) => {
    const { caller, design, access } = await page(request, request.params.id, request.query.menuId);
    requireButton(access, B.batchRemove);
    const deleted = await deleteRecords(
      db,
      caller,
      design.layout,
      request.body.ids,
      access.scope,
      now(),
    );
    return { deleted };
  });

  // Called from another form's relation field: no entry is named, the caller's own is found.
  registerEndpoint(app, FIELD_DATA_SELECT_ENDPOINT, { tags }, async (request) => {
    const caller = callerOf(request);
    const design = await releasedDesign(db, request.params.id);
    const access = await heldPageAccess(db, caller, design);
    return fieldDataSelect(db, caller, design, access, request.query);
  });
};
