import {
  ADMIN_BUTTON,
  MESSAGE_BUTTON,
  MESSAGE_ENDPOINTS,
  MESSAGE_PAGE,
  MESSAGE_RESOURCE,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { emptyBodyAsObject } from '../../../kernel/http/empty-body';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import { recordNotFound } from '../../../kernel/data/not-found';
import type { PushAudience } from '../../../kernel/messages/message-push';
import type { ModuleDeps } from '../../../kernel/module';
import { signedIn } from '../../../plugins/auth/signed-in';
import { hasPermission, requirePermission } from '../../../plugins/permission';
import { listNotices, readAll, readEntry, readInfo, removeEntries } from './inbox-service';
import { messageValues } from './message-body';
import {
  createMessage,
  deleteMessage,
  listMessages,
  messageRow,
  recipientsOf,
  recordOf,
  releaseMessage,
  setMessageState,
  updateMessage,
} from './message-service';

export type NoticeDeps = Pick<ModuleDeps, 'db' | 'now' | 'messagePush'>;

const menu = MESSAGE_PAGE;
const tags = [MESSAGE_RESOURCE.tag];
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });
const me = (request: FastifyRequest) => signedIn(request).user.id;

/**
 * Messages and notices (docs/reference/messages.md). Writing, releasing, toggling and the read
 * list need the `system.notice` page and its buttons; the list needs the page. Each user's own
 * entries (the drawer, reading one, read-all, removal) need a session only. Reading one message
 * by id serves both: a holder of the page reads any message; anyone else reads only a message
 * released to them, and every other id is not found (404, so that nobody learns it exists).
 */
export const noticeRoutes: FastifyPluginAsyncTypebox<NoticeDeps> = async (app, deps) => {
  const { db, now, messagePush } = deps;
  app.addHook('onRequest', app.authenticate);
  const push = (audience: PushAudience | undefined) => {
    if (audience !== undefined) messagePush.unreadChanged(audience);
  };
  const e = MESSAGE_RESOURCE.endpoints;

  registerEndpoint(app, e.list, grant(), (request) =>
    listMessages(db, request.query, request.session?.dataVersions),
  );

  registerEndpoint(app, e.read, { tags }, async (request) => {
    const { id } = request.params;
    const userId = me(request);
    const { visible, changed } = await readEntry(db, userId, id, now());
    const manages = await hasPermission(request, { menu });
    if (!visible && !manages) throw recordNotFound();
    if (changed) push({ userIds: [userId] });
    const row = await messageRow(db, id);
    const record = recordOf(row);
    return {
      ...record,
      ...(visible ? { isRead: '1' as const } : {}),
      ...(manages ? { recipients: await recipientsOf(db, id, row.message.toAll) } : {}),
    };
  });

  registerEndpoint(app, e.create, grant(ADMIN_BUTTON.add), async (request) => {
    const values = await messageValues(db, request.body);
    const id = await db.transaction((tx) => createMessage(tx, values, me(request)));
    return { id };
  });

  registerEndpoint(app, e.update, grant(ADMIN_BUTTON.edit), async (request) => {
    const values = await messageValues(db, request.body);
    await db.transaction((tx) => updateMessage(tx, request.params.id, values));
    return null;
  });

  registerEndpoint(app, e.remove, grant(ADMIN_BUTTON.remove), async (request) => {
    push(await db.transaction((tx) => deleteMessage(tx, request.params.id)));
    return null;
  });

  registerEndpoint(
    app,
    e.state,
    { ...grant(ADMIN_BUTTON.state), preValidation: emptyBodyAsObject },
    async (request) => {
      const { result, audience } = await db.transaction((tx) =>
        setMessageState(tx, request.params.id, request.body),
      );
      push(audience);
      return result;
    },
  );

  const m = MESSAGE_ENDPOINTS;
  registerEndpoint(
    app,
    m.release,
    { ...grant(MESSAGE_BUTTON.release), message: 'messageReleased' },
    async (request) => {
      const { receiverCount, audience } = await db.transaction((tx) =>
        releaseMessage(tx, request.params.id, now()),
      );
      push(audience);
      return { receiverCount };
    },
  );

  registerEndpoint(app, m.readInfo, grant(), (request) =>
    readInfo(db, request.params.id, request.query),
  );

  registerEndpoint(app, m.notice, { tags }, (request) =>
    listNotices(db, me(request), request.query, request.session?.dataVersions),
  );

  registerEndpoint(app, m.readAll, { tags }, async (request) => {
    const userId = me(request);
    const change = await readAll(db, userId, now(), request.query.type);
    if (change.count > 0) push({ userIds: [userId] });
    return change;
  });

  registerEndpoint(app, m.removeRecords, { tags }, async (request) => {
    const userId = me(request);
    const change = await removeEntries(db, userId, request.body.messageIds, now());
    if (change.count > 0) push({ userIds: [userId] });
    return change;
  });
};
