import type { MessageTarget } from '@mepm/contract';
import type { Tx } from '../../db/client';

/**
 * A message the system sends named users at once, released as it is written: a workflow to-do
 * (type 2) or CC (type 3) whose body is the JSON of its target (docs/reference/messages.md
 * "Targets").
 */
export interface DirectMessage {
  type: 2 | 3;
  title: string;
  target: MessageTarget;
  userIds: readonly string[];
  /** Who caused it; null for the system (a timer). */
  creatorUserId: string | null;
  at: Date;
}

/**
 * Writes a direct message inside the caller's transaction, so that it exists exactly when the
 * change it tells of commits. The module keeping messages provides it through its manifest
 * (`directMessageWriter`); the caller pushes the unread counts after the commit.
 */
export type DirectMessageWriter = (tx: Tx, message: DirectMessage) => Promise<void>;

/** The writer as modules receive it: without the messages module, nothing is written. */
export interface DirectMessages {
  write(tx: Tx, message: DirectMessage): Promise<void>;
}

export function directMessagesOver(writer: DirectMessageWriter | undefined): DirectMessages {
  return {
    write: (tx, message) =>
      writer === undefined || message.userIds.length === 0
        ? Promise.resolve()
        : writer(tx, message),
  };
}
