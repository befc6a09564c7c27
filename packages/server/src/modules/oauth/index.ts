import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineModule } from '../../kernel/module';
import type { OauthDeps } from './deps';
import { OAUTH_MESSAGES } from './messages';
import { scanActionRoutes, scanTicketRoutes } from './scan-routes';
import { scanTickets, smsCodes } from './schema';
import { sessionRoutes } from './session-routes';
import { signInRoutes } from './sign-in-routes';

const routes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  await app.register(signInRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(scanTicketRoutes, deps);
  await app.register(scanActionRoutes, deps);
};

/**
 * Sign-in by password, verification code or scan, the current user, sign-out and the lock
 * screen.
 */
export const oauthModule = defineModule({
  name: 'oauth',
  routes,
  tables: { smsCodes, scanTickets },
  messages: OAUTH_MESSAGES,
  fieldNames: {
    verCode: { zh: '验证码', zhtw: '驗證碼', en: 'verification code' },
    loginType: { zh: '登录方式', zhtw: '登入方式', en: 'login type' },
    code: { zh: '二维码编号', zhtw: '二維碼編號', en: 'code' },
    ticket: { zh: '二维码', zhtw: '二維碼', en: 'QR code' },
  },
});
