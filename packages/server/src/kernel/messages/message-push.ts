/**
 * The port through which message writes reach open sockets. The message module calls it after a
 * change commits; the websocket hub implements it (sending each affected socket its new unread
 * count, across server processes through Redis). Until then, and in tests that need no sockets,
 * the no-op below stands in.
 */

/** Whose unread notice count changed: every user, or the users named. */
export type PushAudience = { readonly everyone: true } | { readonly userIds: readonly string[] };

export interface MessagePush {
  /**
   * Tell these users' open sockets that their unread count changed. Called after the commit,
   * never awaited by the request: an implementation reports its own failures and never throws.
   */
  unreadChanged(audience: PushAudience): void;
}

/** Pushes nothing: the default while no websocket hub is installed. */
export const noMessagePush: MessagePush = { unreadChanged: () => undefined };
