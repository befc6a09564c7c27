import {
  Envelope,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {
  FastifyContextConfig,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  preValidationHookHandler,
  onRequestHookHandler,
} from 'fastify';
import type { MessageKey } from '../i18n/catalog';
import { ok } from '../../plugins/envelope/envelope';
import { errorResponses } from './error-responses';

/** The application as a route plugin receives it. */
export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The request parts of an endpoint, as Fastify's route generics name them. */
export type RouteOf<E extends Endpoint> = {
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
};

/** A request to an endpoint, its parts validated and typed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<RouteOf<E>>;

export interface EndpointOptions {
  /** OpenAPI tags. */
  tags: string[];
  /** Guards such as `requirePermission`, before validation so a refused caller learns nothing. */
  onRequest?: onRequestHookHandler;
  preValidation?: preValidationHookHandler;
  /** The success envelope's message; "操作成功" unless named. */
  message?: MessageKey;
  /** Route settings of plugins, e.g. `{ rateLimit }`. */
  config?: FastifyContextConfig;
  /** Body media types besides JSON, for the API description. */
  consumes?: string[];
  /** Bytes a body may have, where the application's 1 MB is not enough (a map's GeoJSON). */
  bodyLimit?: number;
}

/** The Fastify schema of an endpoint: its request parts, and its data inside the envelope. */
export function endpointSchema(
  endpoint: Endpoint,
  tags: string[],
  consumes?: string[],
): FastifySchema {
  const { params, query, body, data } = endpoint.schemas;
  return {
    tags,
    summary: endpoint.summary,
    ...(consumes === undefined ? {} : { consumes }),
    ...(params === undefined ? {} : { params }),
    ...(query === undefined ? {} : { querystring: query }),
    ...(body === undefined ? {} : { body }),
    response: { 200: Envelope(data), ...errorResponses },
  };
}

/**
 * Registers one endpoint of the contract: its method, path and schemas come from the
 * descriptor, so the route and the shell's call cannot drift apart. The handler answers the
 * envelope's `data`, typed by the descriptor.
 */
export function registerEndpoint<E extends Endpoint>(
  typeboxApp: RouteApp,
  endpoint: E,
  options: EndpointOptions,
  handler: (request: EndpointRequest<E>) => Promise<DataOf<E>>,
): void {
  // The TypeBox provider cannot resolve request types from a generic descriptor; the route
  // generics state the same types instead, and the attached schemas enforce them.
  const app = typeboxApp.withTypeProvider<FastifyTypeProviderDefault>();
  app.route<RouteOf<E>>({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint, options.tags, options.consumes),
    ...(options.config === undefined ? {} : { config: options.config }),
    ...(options.onRequest === undefined ? {} : { onRequest: options.onRequest }),
    ...(options.preValidation === undefined ? {} : { preValidation: options.preValidation }),
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    handler: async (request) => ok(request, await handler(request), options.message),
  });
}
