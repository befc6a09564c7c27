import { SYS_CONFIG_ENDPOINTS, SYS_CONFIG_PAGE, type SysConfig } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../../kernel/module';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { SystemSettingsValues } from '../../../kernel/settings/system-settings';
import { signedIn } from '../../../plugins/auth/signed-in';
import {
  administratorsOnly,
  requirePermission,
} from '../../../plugins/permission/require-permission';
import { saveCheckedSettings } from './sys-config-store';

type SysConfigDeps = Pick<ModuleDeps, 'db' | 'now' | 'settings'>;

const tags = ['SysConfig'];

/** The stored settings without the gateway key, which never leaves the server. */
function forReading({ smsGatewayKey, ...rest }: SystemSettingsValues): SysConfig {
  return { ...rest, smsGatewayKeySet: smsGatewayKey !== '' };
}

/**
 * GET/PUT /api/system/SysConfig and the login page's public part. Reading takes the page's menu
 * grant; saving is for administrators only, since these settings act on every user, the
 * administrators included (see docs/reference/system-config.md).
 */
export const sysConfigRoutes: FastifyPluginAsyncTypebox<SysConfigDeps> = async (app, deps) => {
  registerEndpoint(app, SYS_CONFIG_ENDPOINTS.loginPage, { tags }, async () => {
    const s = await deps.settings.get();
    return {
      sysName: s.sysName,
      company: s.company,
      copyright: s.copyright,
      loginAccount: s.loginAccount,
      loginScan: s.loginScan,
      loginCode: s.loginCode,
      passwordMinLength: s.passwordMinLength,
    };
  });

  registerEndpoint(
    app,
    SYS_CONFIG_ENDPOINTS.read,
    { tags, onRequest: requirePermission({ menu: SYS_CONFIG_PAGE }) },
    async () => {
      deps.settings.forget();
      return forReading(await deps.settings.get());
    },
  );

  registerEndpoint(
    app,
    SYS_CONFIG_ENDPOINTS.update,
    { tags, onRequest: administratorsOnly },
    async (request) => {
      await saveCheckedSettings(deps, request.body, signedIn(request).user.id);
      deps.settings.forget();
      return null;
    },
  );
};
