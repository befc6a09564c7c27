import { MAP_ENDPOINTS, MAP_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { AdminDeps } from '../../../kernel/module-deps';
import {
  createMap,
  deleteMap,
  geoJsonByCode,
  listMaps,
  readMap,
  setMapState,
  updateMap,
} from './map-service';

/**
 * Boundary maps: managing them needs the `systemData.map` menu and its buttons; a map's GeoJSON
 * by code needs a session only, since every data screen draws maps.
 */
export const mapRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db, config }) => {
  app.addHook('onRequest', app.authenticate);
  const limitMb = config.uploads.mapLimitMb;

  registerAdminCrud(app, db, {
    resource: MAP_RESOURCE,
    // The file travels as a JSON string: room for its escaping, and the size check names the
    // limit in the caller's language for anything between the limit and this.
    bodyLimit: limitMb * 2 * 1024 * 1024 + 64 * 1024,
    service: {
      list: (ctx, query) => listMaps(db, query, ctx.caller.dataVersions),
      read: (_ctx, id) => readMap(db, id),
      create: (ctx, body) => ctx.write((tx) => createMap(tx, body, limitMb)),
      update: (ctx, id, body) => ctx.write((tx) => updateMap(tx, id, body, limitMb)),
      remove: (ctx, id) => ctx.write((tx) => deleteMap(tx, id)),
      setState: (ctx, id, body) => ctx.write((tx) => setMapState(tx, id, body)),
    },
  });

  registerEndpoint(app, MAP_ENDPOINTS.geoJson, { tags: [MAP_RESOURCE.tag] }, (request) =>
    geoJsonByCode(db, request.params.code),
  );
};
