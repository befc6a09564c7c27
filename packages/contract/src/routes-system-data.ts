/**
 * The runtime part of the dictionary endpoints (see routes-permission.ts). Imports nothing with
 * TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import {
  DATA_BACKUP,
  DICTIONARY_DATA,
  DICTIONARY_PAGE,
  DICTIONARY_TYPE,
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

export const DATA_BACKUP_ROUTES = {
  list: route('GET', DATA_BACKUP.list),
  create: route('POST', DATA_BACKUP.create),
  remove: route('DELETE', DATA_BACKUP.item),
  downloadName: route('POST', DATA_BACKUP.downloadName),
  restore: route('POST', DATA_BACKUP.restore),
  cancelRestore: route('POST', DATA_BACKUP.cancelRestore),
};

export const MAP_RESOURCE_ROUTES = crudRoutes({ name: MAP_PAGE, tag: 'MapArea', paths: MAP_AREA });

export const MAP_ENDPOINT_ROUTES = { geoJson: route('GET', MAP_AREA.geoJson) };
