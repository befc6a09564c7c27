/**
 * The runtime part of visual development's endpoints (see routes-permission.ts). Imports
 * nothing with TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import { VISUALDEV_BASE, WEB_DESIGN_PAGE } from './paths-visualdev';

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
