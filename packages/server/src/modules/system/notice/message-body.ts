import {
  MESSAGE_TARGETS_OF_TYPE,
  MessageTarget,
  NOTICE_MESSAGE_TYPE,
  type MessageBody,
  type MessageType,
} from '@mepm/contract';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import Value from 'typebox/value';
import type { Queryable } from '../../../db/client';
import { organizations, roles, users } from '../../../db/schema';
import { requiredText } from '../../../kernel/data/text-fields';
import { badRequest } from '../../../plugins/envelope/api-error';
import { sanitizeNotice, showsSomething } from './sanitize-notice';

/** A message's checked columns and recipients, ready to write. */
export interface MessageValues {
  title: string;
  type: MessageType;
  bodyText: string;
  toAll: boolean;
  enabled: boolean;
  recipients: { objectType: 'organize' | 'role' | 'user'; objectId: string }[];
}

/**
 * The body of a notice is sanitised HTML that shows something; the body of any other type is
 * the JSON of a target (MessageTarget) whose type suits the message's, stored re-serialised.
 */
export function bodyTextOf(type: MessageType, bodyText: string): string {
  if (type === NOTICE_MESSAGE_TYPE) {
    const html = sanitizeNotice(bodyText);
    if (!showsSomething(html)) throw badRequest('required', { field: 'bodyText' });
    return html;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    throw badRequest('messageBadTarget', { field: 'bodyText' });
  }
  if (!Value.Check(MessageTarget, parsed)) {
    throw badRequest('messageBadTarget', { field: 'bodyText' });
  }
  const allowed: readonly number[] = MESSAGE_TARGETS_OF_TYPE[type];
  if (!allowed.includes(parsed.type)) throw badRequest('messageTargetType', { field: 'bodyText' });
  const { type: targetType, id, flowId, taskNodeId } = parsed;
  return JSON.stringify({ type: targetType, id, flowId, taskNodeId });
}

/** 400 naming the field when an id of the list names nothing. */
async function assertExist(
  db: Queryable,
  table: PgTable & { id: PgColumn },
  ids: readonly string[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  if (rows.length !== ids.length) throw badRequest('notExists', { field });
}

/** Checks a message's body: title, body by type, recipients that exist (one at least). */
export async function messageValues(db: Queryable, body: MessageBody): Promise<MessageValues> {
  const title = requiredText(body.title, 'title');
  const bodyText = bodyTextOf(body.type, body.bodyText);
  const distinct = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])];
  const organizeIds = distinct(body.organizeIds);
  const roleIds = distinct(body.roleIds);
  const userIds = distinct(body.userIds);
  const toAll = body.toAll ?? false;
  if (!toAll && organizeIds.length + roleIds.length + userIds.length === 0) {
    throw badRequest('messageNoRecipient');
  }
  await assertExist(db, organizations, organizeIds, 'organizeIds');
  await assertExist(db, roles, roleIds, 'roleIds');
  await assertExist(db, users, userIds, 'userIds');
  return {
    title,
    type: body.type,
    bodyText,
    toAll,
    enabled: body.enabled ?? true,
    recipients: [
      ...organizeIds.map((objectId) => ({ objectType: 'organize' as const, objectId })),
      ...roleIds.map((objectId) => ({ objectType: 'role' as const, objectId })),
      ...userIds.map((objectId) => ({ objectType: 'user' as const, objectId })),
    ],
  };
}
