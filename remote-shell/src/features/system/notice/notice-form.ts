import type { MessageBody, MessageRecord, MessageTarget, MessageType } from '@mepm/contract';
import { MESSAGE_TARGETS_OF_TYPE, NOTICE_MESSAGE_TYPE } from '@mepm/contract/paths';
import { chooseRequired, required } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';
import { isBlankHtml } from '../../../shared/rich-text';

export const FIELDS = 'system.notice.fields';

export type TargetType = MessageTarget['type'];

/** A target as typed: the optional flow ids stay empty strings until sent. */
export interface TargetValues {
  type: TargetType;
  id: string;
  flowId: string;
  taskNodeId: string;
}

export interface NoticeValues {
  title: string;
  type: MessageType;
  /** Type 1's HTML; kept while another type is chosen, so switching back loses nothing. */
  html: string;
  target: TargetValues;
  toAll: boolean;
  organizeIds: string[];
  roleIds: string[];
  userIds: string[];
}

export type NoticeField =
  'title' | 'bodyText' | 'recipients' | 'targetId' | 'flowId' | 'taskNodeId';

/** The server's pattern of a target's ids (never a URL). */
const TARGET_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The target types a message type may carry; type 1 carries HTML instead. */
export function targetTypesOf(type: MessageType): readonly TargetType[] {
  return type === NOTICE_MESSAGE_TYPE ? [] : MESSAGE_TARGETS_OF_TYPE[type];
}

/** Whether the page of this target type takes the flow's ids beside the record's. */
export function takesFlowIds(type: TargetType): boolean {
  return type === 1 || type === 2;
}

const emptyTarget = (type: MessageType): TargetValues => ({
  type: targetTypesOf(type)[0] ?? 1,
  id: '',
  flowId: '',
  taskNodeId: '',
});

export const EMPTY_NOTICE: NoticeValues = {
  title: '',
  type: NOTICE_MESSAGE_TYPE,
  html: '',
  target: emptyTarget(NOTICE_MESSAGE_TYPE),
  toAll: false,
  organizeIds: [],
  roleIds: [],
  userIds: [],
};

/** A stored target, or an empty one of the type when the body is not one (never thrown). */
export function parseTarget(type: MessageType, bodyText: string): TargetValues {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed !== 'object' || parsed === null) return emptyTarget(type);
    const read = (key: string) => {
      const value: unknown = Reflect.get(parsed, key);
      return typeof value === 'string' ? value : '';
    };
    const targetType: unknown = Reflect.get(parsed, 'type');
    const allowed = targetTypesOf(type);
    return {
      type: allowed.find((t) => t === targetType) ?? emptyTarget(type).type,
      id: read('id'),
      flowId: read('flowId'),
      taskNodeId: read('taskNodeId'),
    };
  } catch {
    return emptyTarget(type);
  }
}

export function toNoticeValues(record: MessageRecord | undefined): NoticeValues {
  if (record === undefined) return EMPTY_NOTICE;
  const isNotice = record.type === NOTICE_MESSAGE_TYPE;
  const recipients = record.recipients;
  return {
    title: record.title,
    type: record.type,
    html: isNotice ? record.bodyText : '',
    target: isNotice ? emptyTarget(record.type) : parseTarget(record.type, record.bodyText),
    toAll: recipients?.toAll ?? false,
    organizeIds: recipients?.organizeIds ?? [],
    roleIds: recipients?.roleIds ?? [],
    userIds: recipients?.userIds ?? [],
  };
}

/** Another type keeps the title, body and recipients; a target the type cannot carry resets. */
export function withType(values: NoticeValues, type: MessageType): NoticeValues {
  const keeps = targetTypesOf(type).includes(values.target.type);
  return { ...values, type, target: keeps ? values.target : emptyTarget(type) };
}

const badId = { key: 'system.notice.errors.targetId' } as const;

/** The server's rules, checked before sending: title, body or target, at least one recipient. */
export function validateNotice(values: NoticeValues): FieldErrors<NoticeField> {
  const errors: FieldErrors<NoticeField> = {};
  if (!values.title.trim()) errors.title = required(`${FIELDS}.title`);
  if (values.type === NOTICE_MESSAGE_TYPE) {
    if (isBlankHtml(values.html)) errors.bodyText = required(`${FIELDS}.bodyText`);
  } else {
    const { id, flowId, taskNodeId } = values.target;
    if (!id.trim()) errors.targetId = required(`${FIELDS}.targetId`);
    else if (!TARGET_ID.test(id.trim())) errors.targetId = badId;
    if (flowId.trim() && !TARGET_ID.test(flowId.trim())) errors.flowId = badId;
    if (taskNodeId.trim() && !TARGET_ID.test(taskNodeId.trim())) errors.taskNodeId = badId;
  }
  const named = values.organizeIds.length + values.roleIds.length + values.userIds.length;
  if (!values.toAll && named === 0) errors.recipients = chooseRequired(`${FIELDS}.recipients`);
  return errors;
}

/** The target's JSON as the server takes it: the ids typed, the empty optional ones left out. */
export function targetJson(target: TargetValues): string {
  const body: MessageTarget = { type: target.type, id: target.id.trim() };
  if (takesFlowIds(target.type)) {
    if (target.flowId.trim()) body.flowId = target.flowId.trim();
    if (target.taskNodeId.trim()) body.taskNodeId = target.taskNodeId.trim();
  }
  return JSON.stringify(body);
}

export function toNoticeBody(values: NoticeValues): MessageBody {
  const isNotice = values.type === NOTICE_MESSAGE_TYPE;
  return {
    title: values.title.trim(),
    type: values.type,
    bodyText: isNotice ? values.html : targetJson(values.target),
    toAll: values.toAll,
    organizeIds: values.toAll ? [] : values.organizeIds,
    roleIds: values.toAll ? [] : values.roleIds,
    userIds: values.toAll ? [] : values.userIds,
  };
}
