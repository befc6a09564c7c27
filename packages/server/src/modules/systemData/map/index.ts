import { ADMIN_BUTTON, MAP_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import type { AdminDeps } from '../../../kernel/module-deps';
import { mapRoutes } from './map-routes';
import { MAP_FIELD_NAMES, MAP_MESSAGES } from './messages';
import { mapAreas } from './schema';

const routes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  await app.register(mapRoutes, deps);
};

/** Boundary maps (地图): GeoJSON outlines by code for the data screens. */
export const mapModule = defineModule({
  name: MAP_PAGE,
  routes,
  tables: { mapAreas },
  seedMenus: [
    crudPage(MAP_PAGE, 'systemData', { zh: '地图', zhtw: '地圖', en: 'Maps' }, 7, [
      button(ADMIN_BUTTON.state, '启用/禁用'),
    ]),
  ],
  messages: MAP_MESSAGES,
  fieldNames: MAP_FIELD_NAMES,
  uniqueFields: { map_areas_en_code_unique: 'enCode' },
});
