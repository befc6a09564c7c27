import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineModule } from '../../kernel/module';
import { accountRoutes } from './account-routes';
import { avatarRoutes } from './avatar-routes';
import { baseInfoRoutes } from './base-info-routes';
import type { CurrentUserDeps } from './deps';
import { listingRoutes } from './listing-routes';
import { PROFILE_MESSAGES } from './messages';

const routes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(baseInfoRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(listingRoutes, deps);
  await app.register(avatarRoutes, deps);
};

/** The signed-in user's own page: base information, avatar, password, rights, sign-in log. */
export const profileModule = defineModule({
  name: 'profile',
  routes,
  messages: PROFILE_MESSAGES,
  fieldNames: {
    signature: { zh: '个性签名', zhtw: '個性簽名', en: 'signature' },
    oldPassword: { zh: '旧密码', zhtw: '舊密碼', en: 'old password' },
  },
});
