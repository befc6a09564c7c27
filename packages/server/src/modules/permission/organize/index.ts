import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDeps } from '../../../kernel/module-deps';
import { departmentRoutes } from '../department/department-routes';
import { organizeRoutes } from './organize-routes';
import { organizePickerRoutes } from './picker-routes';

/** SPEC §7 Permission, Organize and Department: every route needs a signed-in session. */
export const organizeAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(organizeRoutes, deps);
  await app.register(departmentRoutes, deps);
  await app.register(organizePickerRoutes, deps);
};
