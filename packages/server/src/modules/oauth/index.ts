import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineModule } from '../../kernel/module';
import type { OauthDeps } from './deps';
import { OAUTH_MESSAGES } from './messages';
import { smsCodes } from './schema';
import { sessionRoutes } from './session-routes';
import { signInRoutes } from './sign-in-routes';

const routes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  await app.register(signInRoutes, deps);
  await app.register(sessionRoutes, deps);
};

/** Sign-in by password or verification code, the current user, sign-out and the lock screen. */
export const oauthModule = defineModule({
  name: 'oauth',
  routes,
  tables: { smsCodes },
  messages: OAUTH_MESSAGES,
  fieldNames: {
    verCode: { zh: '验证码', zhtw: '驗證碼', en: 'verification code' },
    loginType: { zh: '登录方式', zhtw: '登入方式', en: 'login type' },
  },
});
