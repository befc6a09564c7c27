import {
  ADMIN_BUTTON,
  DICTIONARY_BUTTON,
  DICTIONARY_DATA_ENDPOINTS,
  DICTIONARY_PAGE,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Tx } from '../../../db/client';
import { emptyBodyAsObject } from '../../../kernel/http/empty-body';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { AdminDeps } from '../../../kernel/module-deps';
import { requirePermission } from '../../../plugins/permission';
import { allDictionaries, dataOptions, parentOptions } from './data-options';
import {
  createData,
  deleteData,
  listData,
  readData,
  setDataState,
  updateData,
} from './data-service';
import { exportData, importData } from './data-transfer';

const tags = ['DictionaryData'];
const menu = DICTIONARY_PAGE;
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });

/**
 * Dictionary data. Its record lives at `/{id}/Info`, outside the shape `registerAdminCrud`
 * serves, so each route is declared here with the same guards: reads need the page's grant,
 * writes the page and their button. The selects' reads (`/All`, `/{id}/Data/Selector`) are
 * reference data every form needs: a session is enough.
 */
export const dictionaryDataRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  const write = <T>(change: (tx: Tx) => Promise<T>) => db.transaction(change);
  const e = DICTIONARY_DATA_ENDPOINTS;

  registerEndpoint(app, e.all, { tags }, (request) => allDictionaries(db, request.language));
  registerEndpoint(app, e.dataSelector, { tags }, async (request) => ({
    list: await dataOptions(db, request.params.id, request.language),
  }));

  registerEndpoint(app, e.list, grant(), (request) =>
    listData(db, request.params.typeId, request.query),
  );
  registerEndpoint(app, e.selector, grant(), async (request) => ({
    list: await parentOptions(db, request.params.id, request.language, request.query.isTree),
  }));
  registerEndpoint(app, e.read, grant(), (request) => readData(db, request.params.id));
  registerEndpoint(app, e.export, grant(DICTIONARY_BUTTON.export), (request) =>
    exportData(db, request.params.id),
  );

  registerEndpoint(app, e.create, grant(ADMIN_BUTTON.add), async (request) => ({
    id: await write((tx) => createData(tx, request.body)),
  }));
  registerEndpoint(app, e.update, grant(ADMIN_BUTTON.edit), async (request) => {
    await write((tx) => updateData(tx, request.params.id, request.body));
    return null;
  });
  registerEndpoint(app, e.remove, grant(ADMIN_BUTTON.remove), async (request) => {
    await write((tx) => deleteData(tx, request.params.id));
    return null;
  });
  registerEndpoint(
    app,
    e.state,
    { ...grant(ADMIN_BUTTON.state), preValidation: emptyBodyAsObject },
    (request) => write((tx) => setDataState(tx, request.params.id, request.body)),
  );
  registerEndpoint(app, e.import, grant(DICTIONARY_BUTTON.import), (request) =>
    write((tx) => importData(tx, request.params.id, request.body)),
  );
};
