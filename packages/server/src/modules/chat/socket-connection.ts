import { CHAT_LIMITS, ClientFrame, type ClientFrame as ClientFrameType } from '@mepm/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Compile } from 'typebox/compile';
import type { RawData, WebSocket } from 'ws';
import type { MessageKey } from '../../kernel/i18n/catalog';
import type { Translate } from '../../kernel/i18n/translate';
import { sessionOfToken } from '../../plugins/auth';
import { ApiError } from '../../plugins/envelope/api-error';
import { isOwnChatImage } from './chat-images';
import { catchUp, historyPage, markRead, unreadByUser } from './chat-store';
import type { ChatDeps } from './deps';
import type { GroupCommit } from './group-commit';
import type { PresenceTracker } from './presence';
import { CLOSE_SIGNED_OUT, sendFrame, type LiveSocket, type SocketHub } from './socket-hub';

export interface ConnectionDeps extends ChatDeps {
  hub: SocketHub;
  /** Where messages are stored, many in one statement. */
  messages: GroupCommit;
  presence: PresenceTracker;
  log: FastifyBaseLogger;
}

const checkFrame = Compile(ClientFrame);

/** Frames over the rate a socket may keep sending before it is closed. */
const TOLERATED_OVERRUNS = 20;

/** A bucket of `rate` frames refilled each second: bursts up to `rate`, then `rate` a second. */
function frameBucket(rate: number) {
  let tokens = rate;
  let last = Date.now();
  return () => {
    const at = Date.now();
    tokens = Math.min(rate, tokens + ((at - last) / 1000) * rate);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * One socket from its opening to its close: it must sign in with its first frame within the
 * limit; frames are handled one after the other, at a bounded rate; a frame that is not
 * understood is answered with an error frame and never ends the server.
 */
export function handleConnection(deps: ConnectionDeps, socket: WebSocket, t: Translate): void {
  let live: LiveSocket | undefined;
  let overruns = 0;
  let alive = true;
  const take = frameBucket(CHAT_LIMITS.framesPerSecond);
  const error = (key: MessageKey, params?: Record<string, string>) =>
    sendFrame(socket, { method: 'error', msg: t(key, params) });

  const signInTimer = setTimeout(() => {
    if (live !== undefined) return;
    error('chatSignInTimeout');
    socket.close(1008, 'sign-in timeout');
  }, CHAT_LIMITS.authenticateWithinMs);
  // A socket whose other end is gone answers no ping: it is closed at the next one.
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, CHAT_LIMITS.heartbeatMs);
  socket.on('pong', () => (alive = true));

  let queue = Promise.resolve();
  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (!take()) {
      error('chatTooFast');
      if (++overruns > TOLERATED_OVERRUNS) socket.close(1008, 'too many frames');
      return;
    }
    queue = queue
      .then(() => handle(data, isBinary))
      .catch((failure: unknown) => {
        deps.log.error({ err: failure }, 'a chat frame failed');
        error('chatFailed');
      });
  });
  socket.on('close', () => {
    clearTimeout(signInTimer);
    clearInterval(heartbeat);
    if (live === undefined) return;
    deps.hub.remove(live);
    deps.presence.closed(live.userId);
  });
  socket.on('error', (failure) => deps.log.debug({ err: failure }, 'a chat socket failed'));

  async function handle(data: RawData, isBinary: boolean): Promise<void> {
    if (socket.readyState !== socket.OPEN) return;
    const frame = parse(data, isBinary);
    if (frame === undefined) return;
    if (frame.method === 'OnConnection') return signIn(frame.token);
    if (live === undefined) return error('chatSignInFirst');
    const me = live.userId;
    switch (frame.method) {
      case 'SendMessage':
        return send(me, frame);
      case 'UpdateReadMessage':
        return markRead(deps.db, me, frame.formUserId);
      case 'MessageList':
        return list(me, frame);
    }
  }

  function parse(data: RawData, isBinary: boolean): ClientFrameType | undefined {
    if (isBinary) {
      error('chatBadFrame', { detail: 'binary' });
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(data.toString());
    } catch {
      error('chatBadFrame', { detail: 'JSON' });
      return undefined;
    }
    if (checkFrame.Check(value)) return value;
    const method = (value as { method?: unknown } | null)?.method;
    error('chatBadFrame', { detail: typeof method === 'string' ? method.slice(0, 40) : 'method' });
    return undefined;
  }

  async function signIn(token: string): Promise<void> {
    if (live !== undefined) return;
    let signed;
    try {
      signed = await sessionOfToken(deps.db, token, deps.now);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      sendFrame(socket, { method: 'logout', msg: t(failure.key) });
      socket.close(CLOSE_SIGNED_OUT, 'not signed in');
      return;
    }
    clearTimeout(signInTimer);
    live = {
      socket,
      userId: signed.user.id,
      sessionId: signed.session.id,
      expiresAt: signed.session.expiresAt.getTime(),
      t,
    };
    const first = !deps.hub.holds(live.userId);
    deps.hub.add(live);
    deps.presence.opened(live.userId, first);
    const [unreadNums, notices] = await Promise.all([
      unreadByUser(deps.db, live.userId),
      deps.unreadNotices.count([live.userId]),
    ]);
    const unreadMessageCount = Object.values(unreadNums).reduce((sum, n) => sum + n, 0);
    sendFrame(socket, {
      method: 'initMessage',
      unreadMessageCount,
      unreadNoticeCount: notices.get(live.userId) ?? 0,
      unreadNums,
    });
    // Who is online now; Online/Offline frames follow the changes.
    sendFrame(socket, { method: 'Online', userIds: await deps.realtime.presence.online() });
  }

  async function send(
    me: string,
    frame: Extract<ClientFrameType, { method: 'SendMessage' }>,
  ): Promise<void> {
    if (frame.toUserId === me) return error('chatToSelf');
    if (
      frame.messageType === 'image' &&
      !(await isOwnChatImage(deps.db, me, frame.messageContent))
    ) {
      return error('chatImageNotFound');
    }
    const stored = await deps.messages.store({
      from: me,
      to: frame.toUserId,
      messageType: frame.messageType,
      content: frame.messageContent,
      clientMessageId: frame.clientMessageId,
      now: deps.now(),
    });
    // The subcontractor role is read in the storing statement itself (no query of its own).
    if (stored === 'subcontractor') return error('chatNotForSubcontractors');
    if (stored === 'noRecipient') return error('chatNoSuchUser');
    const { message, duplicate } = stored;
    if (duplicate) return sendFrame(socket, { method: 'sendMessage', message });
    deps.realtime.deliver([frame.toUserId], { method: 'receiveMessage', message });
    deps.realtime.deliver([me], { method: 'sendMessage', message });
  }

  async function list(
    me: string,
    frame: Extract<ClientFrameType, { method: 'MessageList' }>,
  ): Promise<void> {
    const page =
      frame.afterSeq !== undefined
        ? await catchUp(deps.db, me, frame.toUserId, frame.afterSeq)
        : await historyPage(deps.db, me, frame.toUserId, {
            currentPage: frame.currentPage ?? 1,
            pageSize: frame.pageSize ?? CHAT_LIMITS.pageSizes[0],
            sord: frame.sord ?? 'desc',
            keyword: frame.keyword ?? '',
          });
    const keyword = frame.keyword?.trim() ? { keyword: frame.keyword } : {};
    sendFrame(socket, { method: 'messageList', toUserId: frame.toUserId, ...page, ...keyword });
  }
}
