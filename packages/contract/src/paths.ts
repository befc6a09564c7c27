/**
 * Every API path, declared once, and the routes (method and path) the shell calls. Patterns use
 * Fastify's `:param` syntax; the shell fills them with `fillPath`. Nothing here imports TypeBox,
 * so that the browser bundle can use it without.
 */
export const API_PREFIX = '/api';

export * from './paths-permission';
export * from './paths-system';
export * from './kit/route';
export * from './routes-permission';
export * from './routes-system';
export * from './routes-profile';
export * from './routes-home';
export * from './routes-scan-login';
export * from './paths-system-data';
export * from './routes-system-data';
export * from './paths-message';
export * from './routes-message';
export * from './routes-chat';
export * from './paths-chat';
export * from './paths-visualdev';
export * from './routes-visualdev';
export * from './paths-workflow';
export * from './routes-workflow';
export * from './paths-flow-delegate';
export * from './routes-flow-delegate';
export * from './paths-workflow-task';
export * from './routes-workflow-task';
export * from './paths-flow-monitor';
export * from './routes-flow-monitor';
export * from './paths-system-form';
export * from './routes-system-form';

export const OAUTH = {
  login: '/api/oauth/Login',
  currentUser: '/api/oauth/CurrentUser',
  logout: '/api/oauth/Logout',
  sendSms: '/api/oauth/sendSms/:mobile',
  lockScreen: '/api/oauth/LockScreen',
} as const;

/** Uploads and downloads (docs/reference/files.md). */
export const FILES = {
  uploader: '/api/file/Uploader/:type',
  /** Chat images (SPEC: the upload path plus /IM); a static path, so `:type` never takes it. */
  chatUploader: '/api/file/Uploader/IM',
  download: '/api/file/Download/:type/:name',
} as const;

export const SERVICE = {
  health: '/health',
  about: '/api/system/About',
  openApi: '/api/docs/json',
} as const;

/** The websocket lives under the message API. */
export const WEBSOCKET_PATH = '/api/message/websocket';

/** Replaces each `:name` in a pattern with the URL-encoded value of `params[name]`. */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
export * from './system/bill-number';
export * from './system/area-types';
