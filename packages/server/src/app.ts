import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/types';
import { openRedis } from './redis/open-redis';
import { createDb } from './db/client';
import { installAuth } from './plugins/auth';
import { installCors } from './plugins/cors';
import { ApiError } from './plugins/envelope/api-error';
import { installEnvelope } from './plugins/envelope';
import { clientErrorHandler, frameworkErrors } from './plugins/envelope/framework-errors';
import { installInputGuard } from './plugins/input-guard';
import { installSecurityHeaders } from './plugins/security-headers';
import { logSerializers } from './logging/serializers';
import { healthRoute } from './plugins/health';
import { installOpenApi } from './plugins/openapi';
import { installPermission } from './plugins/permission';
import { installStatic } from './plugins/static';
import { installSystemLog, serverErrorLogger } from './plugins/system-log';
import { LogWriter } from './kernel/logs/log-writer';
import { LoginFailures } from './kernel/sign-in/login-failures';
import { logSmsSender, outboxSmsSender, type SmsSender } from './kernel/sms/sms-sender';
import { settingsSmsSender } from './kernel/sms/settings-sms-sender';
import { composeModules } from './kernel/compose-modules';
import { createCacheRegistry } from './kernel/cache/cache-registry';
import { registerKernelCaches } from './kernel/cache/kernel-caches';
import { redisPrefixCache } from './redis/redis-cache';
import { registerSettingsCaches } from './kernel/cache/settings-caches';
import { defaultSettings, SystemSettings } from './kernel/settings/system-settings';
import { createTranslator } from './kernel/i18n/translate';
import { TextOverrides } from './kernel/i18n/text-overrides';
import type { ModuleDeps, ServerModule } from './kernel/module';
import { localRealtime } from './kernel/realtime/local-realtime';
import { redisRealtime } from './kernel/realtime/redis-realtime';
import { createSecretBox } from './kernel/data-sources/secret-box';
import type { DatabaseKind } from './db/types';
import { createSourceConnections } from './kernel/data-sources/source-connections';
import { installTextOverrides } from './plugins/text-overrides';
import { storedSourceOpener } from './modules/systemData/dataSource/stored-source';
import { MODULES } from './modules';
import { realtimeMessagePush, type MessagePush } from './kernel/messages/message-push';
import { unreadNoticesOver } from './kernel/messages/unread-notices';
import { directMessagesOver } from './kernel/messages/direct-messages';
import { interfaceOptionsOver } from './kernel/forms/interface-options';
import { fastifyTrustProxy } from './trust-proxy';

export interface BuildAppOptions {
  pool: pg.Pool;
  config: AppConfig;
  /** A function where the database is still opening while the app is built. */
  databaseDescription?: string | (() => string);
  /** Which database the pool reaches; by default what the configuration names. */
  databaseKind?: DatabaseKind;
  smsSender?: SmsSender;
  /** The clock for sessions, codes and rate windows; tests move it forward. */
  now?: () => Date;
  /** Where the log goes instead of standard output; tests read it. */
  logStream?: { write(line: string): void };
  /** The capabilities to serve: the product's list unless a test adds one. */
  modules?: readonly ServerModule[];
  /** Settles when the database the pool reaches is migrated and seeded (already, by default). */
  databaseReady?: Promise<unknown>;
  /** The open database behind the pool, for its backups. */
  database?: Promise<Pick<DatabaseHandle, 'dumps'>>;
  /** Where message changes are pushed; by default to open sockets over the realtime channel. */
  messagePush?: MessagePush;
}

/** The whole HTTP application, ready for `listen` or for `inject` in tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, modules = MODULES } = options;
  const {
    catalog,
    uniqueFields,
    jobs,
    dataSourceUses,
    unreadNoticeCounter,
    directMessageWriter,
    fileReaders,
    fileGrants,
    interfaceOptionSource,
  } = composeModules(modules);
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, stream: options.logStream },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  const db = createDb(options.pool);
  const logWriter = new LogWriter(db, app.log, { operations: config.operationLog });
  installSecurityHeaders(app);
  const fallback = await installStatic(app, config);
  const textOverrides = new TextOverrides(catalog, db);
  installEnvelope(app, {
    translator: createTranslator(catalog, textOverrides),
    uniqueFields,
    fallbacks: [fallback],
    onServerError: serverErrorLogger(logWriter),
  });
  installSystemLog(app, logWriter);
  installInputGuard(app);
  await installCors(app, config.hostOrigins);
  await app.register(formbody);
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    // With Redis the limits hold across every server process; alone, in this process's memory.
    ...(redis
      ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 429, 'tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await installOpenApi(app);

  const caches = createCacheRegistry();
  registerKernelCaches(caches, db);
  if (redis) caches.register(redisPrefixCache(redis, config.redisKeyPrefix));
  installAuth(app, db, now);
  installTextOverrides(app, textOverrides);
  installPermission(app, db, caches);
  const { databaseDescription = '' } = options;
  await app.register(healthRoute, {
    describeDatabase:
      typeof databaseDescription === 'string' ? () => databaseDescription : databaseDescription,
  });
  const failures = new LoginFailures(db, {
    perAccountAndAddress: config.loginFailureLimit,
    perAddress: config.loginAddressFailureLimit,
    perAccount: config.loginAccountFailureLimit,
  });
  const settings = new SystemSettings(db, defaultSettings(config), now, config.feedbackEmail);
  registerSettingsCaches(caches, settings, textOverrides);
  const secretBox = createSecretBox({ key: config.dataSourceKey, dataDir: config.dataDir });
  const dataSources = createSourceConnections(
    options.pool,
    options.databaseKind ?? (config.databaseUrl ? 'postgres' : 'embedded'),
    storedSourceOpener(db, secretBox),
  );
  app.addHook('onClose', () => dataSources.closeAll());
  const realtime = redis
    ? redisRealtime(redis, `${config.redisKeyPrefix}realtime`, app.log, config.presenceAliveMs)
    : localRealtime();
  app.addHook('onClose', () => realtime.close());
  const deps: ModuleDeps = {
    db,
    pool: options.pool,
    databaseReady: options.databaseReady ?? Promise.resolve(),
    config,
    now,
    failures,
    textOverrides,
    logs: logWriter,
    caches,
    jobs,
    smsSender: settingsSmsSender(
      settings,
      options.smsSender ??
        (config.smsOutbox ? outboxSmsSender(config.smsOutbox) : logSmsSender(app.log)),
    ),
    settings,
    dataSources,
    secretBox,
    dataSourceUses,
    databaseDumps: async () => (await options.database)?.dumps,
    realtime,
    messagePush: options.messagePush ?? realtimeMessagePush(realtime),
    unreadNotices: unreadNoticesOver(db, unreadNoticeCounter),
    directMessages: directMessagesOver(directMessageWriter),
    fileReaders,
    fileGrants,
    // The source runs with the finished deps, read when a form is checked.
    interfaceOptions: interfaceOptionsOver(() => deps, interfaceOptionSource),
  };
  for (const module of modules) {
    if (module.routes !== undefined) await app.register(module.routes, deps);
  }
  return app;
}
