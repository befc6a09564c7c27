import assert from 'node:assert/strict';
import { MESSAGE, fillPath, type CreatedId } from '@mepm/contract';
import type { PushAudience } from '../../src/kernel/messages/message-push';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';

/** Records every push the message module makes. */
export class PushRecorder {
  readonly pushes: PushAudience[] = [];
  readonly unreadChanged = (audience: PushAudience) => void this.pushes.push(audience);
  /** The users named by pushes since `from`, and whether one went to everyone. */
  since(from: number): { userIds: Set<string>; everyone: boolean } {
    const later = this.pushes.slice(from);
    return {
      userIds: new Set(later.flatMap((p) => ('userIds' in p ? p.userIds : []))),
      everyone: later.some((p) => 'everyone' in p),
    };
  }
}

export const notice = (extra: object = {}) => ({
  title: '放假通知',
  type: 1,
  bodyText: '<p>国庆节放假七天</p>',
  toAll: true,
  ...extra,
});

/** Creates a message as `token` and answers its id. */
export async function createMessage(h: Harness, token: string, body: object): Promise<string> {
  const response = await call(h.app, 'POST', MESSAGE.create, { token, payload: body });
  assert.equal(response.statusCode, 200, response.body);
  return envelope<CreatedId>(response).data.id;
}

export async function release(h: Harness, token: string, id: string): Promise<number> {
  const response = await call(h.app, 'PUT', fillPath(MESSAGE.release, { id }), { token });
  assert.equal(response.statusCode, 200, response.body);
  return envelope<{ receiverCount: number }>(response).data.receiverCount;
}

/** Creates and releases a message. */
export async function released(h: Harness, token: string, body: object): Promise<string> {
  const id = await createMessage(h, token, body);
  await release(h, token, id);
  return id;
}
