/** The runtime part of the message endpoints (see route.ts). Imports nothing with TypeBox. */
import { crudRoutes, route } from './kit/route';
import { MESSAGE, MESSAGE_PAGE } from './paths-message';

/** The notices page: list, create, read, edit, delete and the state toggle. */
export const MESSAGE_RESOURCE_ROUTES = crudRoutes({
  name: MESSAGE_PAGE,
  tag: 'Message',
  paths: { list: MESSAGE.list, create: MESSAGE.create, item: MESSAGE.item, state: MESSAGE.state },
});

export const MESSAGE_ENDPOINT_ROUTES = {
  release: route('PUT', MESSAGE.release),
  readInfo: route('GET', MESSAGE.readInfo),
  readAll: route('POST', MESSAGE.readAll),
  removeRecords: route('DELETE', MESSAGE.record),
  notice: route('GET', MESSAGE.notice),
};
