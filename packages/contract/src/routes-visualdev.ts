/**
 * The runtime part of visual development's endpoints (see routes-permission.ts). Imports
 * nothing with TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import {
  VISUALDEV_BASE,
  VISUALDEV_ONLINE_DEV,
  VISUALDEV_PUBLISH,
  WEB_DESIGN_PAGE,
} from './paths-visualdev';

export const WEB_DESIGN_RESOURCE_ROUTES = crudRoutes({
  name: WEB_DESIGN_PAGE,
  tag: 'VisualDevBase',
  paths: {
    list: VISUALDEV_BASE.list,
    create: VISUALDEV_BASE.create,
    item: VISUALDEV_BASE.item,
  },
});

export const WEB_DESIGN_ENDPOINT_ROUTES = {
  state: route('PUT', VISUALDEV_BASE.state),
  copy: route('POST', VISUALDEV_BASE.copy),
  tablePreview: route('POST', VISUALDEV_BASE.tablePreview),
  selector: route('GET', VISUALDEV_BASE.selector),
  formDataFields: route('GET', VISUALDEV_BASE.formDataFields),
};

export const ONLINE_DEV_ROUTES = {
  config: route('GET', VISUALDEV_ONLINE_DEV.config),
  list: route('POST', VISUALDEV_ONLINE_DEV.list),
  create: route('POST', VISUALDEV_ONLINE_DEV.create),
  read: route('GET', VISUALDEV_ONLINE_DEV.record),
  update: route('PUT', VISUALDEV_ONLINE_DEV.record),
  remove: route('DELETE', VISUALDEV_ONLINE_DEV.record),
  dataChange: route('GET', VISUALDEV_ONLINE_DEV.dataChange),
  batchDelete: route('POST', VISUALDEV_ONLINE_DEV.batchDelete),
  export: route('POST', VISUALDEV_ONLINE_DEV.export),
  template: route('GET', VISUALDEV_ONLINE_DEV.template),
  importPreview: route('POST', VISUALDEV_ONLINE_DEV.importPreview),
  import: route('POST', VISUALDEV_ONLINE_DEV.import),
  exportData: route('POST', VISUALDEV_ONLINE_DEV.exportData),
  appExportData: route('POST', VISUALDEV_ONLINE_DEV.appExportData),
  exportTask: route('GET', VISUALDEV_ONLINE_DEV.exportTask),
  /** Under the designs' path, but served with the records: a page's grants decide it. */
  fieldDataSelect: route('GET', VISUALDEV_BASE.fieldDataSelect),
};

export const WEB_DESIGN_PUBLISH_ROUTE = route('POST', VISUALDEV_PUBLISH);
