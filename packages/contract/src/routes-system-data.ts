/**
 * The runtime part of the system data endpoints (see routes-permission.ts). Imports nothing with
 * TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import {
  DATA_MODEL,
  DATA_SOURCE,
  DATA_SOURCE_PAGE,
  DATA_INTERFACE,
  DATA_INTERFACE_PAGE,
  DICTIONARY_DATA,
  DICTIONARY_PAGE,
  DICTIONARY_TYPE,
  DATA_BACKUP,
  DATA_SYNC,
  MAP_AREA,
  MAP_PAGE,
} from './paths-system-data';

export const DICTIONARY_TYPE_RESOURCE_ROUTES = crudRoutes({
  name: DICTIONARY_PAGE,
  tag: 'DictionaryType',
  paths: DICTIONARY_TYPE,
});

export const DICTIONARY_TYPE_ENDPOINT_ROUTES = {
  selector: route('GET', DICTIONARY_TYPE.selector),
};

/** Dictionary data reads its record at `/Info`, so its routes are listed one by one. */
export const DICTIONARY_DATA_ROUTES = {
  list: route('GET', DICTIONARY_DATA.list),
  all: route('GET', DICTIONARY_DATA.all),
  selector: route('GET', DICTIONARY_DATA.selector),
  dataSelector: route('GET', DICTIONARY_DATA.dataSelector),
  create: route('POST', DICTIONARY_DATA.create),
  update: route('PUT', DICTIONARY_DATA.item),
  read: route('GET', DICTIONARY_DATA.info),
  remove: route('DELETE', DICTIONARY_DATA.item),
  state: route('PUT', DICTIONARY_DATA.state),
  export: route('GET', DICTIONARY_DATA.export),
  import: route('POST', DICTIONARY_DATA.import),
};

export const DATA_MODEL_ROUTES = {
  list: route('GET', DATA_MODEL.tables),
  create: route('POST', DATA_MODEL.tables),
  read: route('GET', DATA_MODEL.table),
  update: route('PUT', DATA_MODEL.table),
  remove: route('DELETE', DATA_MODEL.table),
  preview: route('POST', DATA_MODEL.preview),
};

export const DATA_SOURCE_RESOURCE_ROUTES = crudRoutes({
  name: DATA_SOURCE_PAGE,
  tag: 'DataSource',
  paths: {
    list: DATA_SOURCE.list,
    create: DATA_SOURCE.create,
    item: DATA_SOURCE.item,
  },
});

export const DATA_SOURCE_ENDPOINT_ROUTES = {
  now: route('GET', DATA_SOURCE.now),
  test: route('POST', DATA_SOURCE.test),
  selector: route('GET', DATA_SOURCE.selector),
};

export const DATA_INTERFACE_RESOURCE_ROUTES = crudRoutes({
  name: DATA_INTERFACE_PAGE,
  tag: 'DataInterface',
  paths: {
    list: DATA_INTERFACE.list,
    create: DATA_INTERFACE.create,
    item: DATA_INTERFACE.item,
    state: DATA_INTERFACE.state,
  },
});

export const DATA_INTERFACE_ENDPOINT_ROUTES = {
  selector: route('GET', DATA_INTERFACE.selector),
  response: route('GET', DATA_INTERFACE.response),
  test: route('POST', DATA_INTERFACE.test),
  options: route('POST', DATA_INTERFACE.options),
  export: route('GET', DATA_INTERFACE.export),
  import: route('POST', DATA_INTERFACE.import),
  log: route('GET', DATA_INTERFACE.log),
};
export const DATA_BACKUP_ROUTES = {
  list: route('GET', DATA_BACKUP.list),
  create: route('POST', DATA_BACKUP.create),
  remove: route('DELETE', DATA_BACKUP.item),
  downloadName: route('POST', DATA_BACKUP.downloadName),
  restore: route('POST', DATA_BACKUP.restore),
  cancelRestore: route('POST', DATA_BACKUP.cancelRestore),
};

export const DATA_SYNC_ROUTES = {
  execute: route('POST', DATA_SYNC.execute),
  tables: route('GET', DATA_SYNC.tables),
  runs: route('GET', DATA_SYNC.runs),
  run: route('GET', DATA_SYNC.run),
};

export const MAP_RESOURCE_ROUTES = crudRoutes({ name: MAP_PAGE, tag: 'MapArea', paths: MAP_AREA });

export const MAP_ENDPOINT_ROUTES = { geoJson: route('GET', MAP_AREA.geoJson) };
