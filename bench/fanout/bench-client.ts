/**
 * One chat client of the bench: a socket signed in with its session's token, as light as a test
 * client can be (a thousand of them share the bench's process), remembering the last number it
 * saw in each conversation so that it can catch up after a reconnect as the shell does.
 */
import type { ChatMessage, ServerFrame } from '@mepm/contract';
import { WebSocket } from 'ws';
import type { BenchUser } from './prepare';

type ListFrame = Extract<ServerFrame, { method: 'messageList' }>;

/** What the bench's ledger hears from every client. */
export interface ClientListener {
  /** A message frame reached this client live (receiveMessage or the sender's sendMessage). */
  live(client: BenchClient, message: ChatMessage, kind: 'receive' | 'ack', at: number): void;
  /** The server answered a frame with an error (too fast, refused, failed). */
  refused(client: BenchClient, msg: string): void;
}

export class BenchClient {
  private socket: WebSocket | undefined;
  /** The highest number seen per conversation, by the other party's user id. */
  readonly lastSeq = new Map<string, number>();
  private readonly lists = new Map<string, (frame: ListFrame) => void>();

  constructor(
    readonly user: BenchUser,
    readonly url: string,
    private readonly listener: ClientListener,
  ) {}

  /** Opens and signs in; resolves with the unread counts by conversation. */
  connect(): Promise<Record<string, number>> {
    const socket = new WebSocket(this.url, { perMessageDeflate: false });
    this.socket = socket;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no initMessage within 30 s')), 30_000);
      // Kept for the socket's life: an error without a listener would end the bench.
      socket.on('error', reject);
      socket.once('close', (code) => reject(new Error(`closed with ${code} while signing in`)));
      socket.once('open', () =>
        socket.send(JSON.stringify({ method: 'OnConnection', token: this.user.token })),
      );
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as ServerFrame;
        if (frame.method === 'initMessage') {
          clearTimeout(timer);
          resolve(frame.unreadNums);
          return;
        }
        this.onFrame(frame);
      });
    });
  }

  private onFrame(frame: ServerFrame): void {
    const at = performance.now();
    switch (frame.method) {
      case 'receiveMessage':
        this.saw(frame.message.formUserId, frame.message.seq);
        return this.listener.live(this, frame.message, 'receive', at);
      case 'sendMessage':
        this.saw(frame.message.toUserId, frame.message.seq);
        return this.listener.live(this, frame.message, 'ack', at);
      case 'messageList':
        this.lists.get(frame.toUserId)?.(frame);
        return;
      case 'error':
        return this.listener.refused(this, frame.msg);
      default:
    }
  }

  saw(otherUserId: string, seq: number): void {
    if (seq > (this.lastSeq.get(otherUserId) ?? 0)) this.lastSeq.set(otherUserId, seq);
  }

  send(toUserId: string, clientMessageId: string): void {
    this.socket?.send(
      JSON.stringify({
        method: 'SendMessage',
        toUserId,
        messageType: 'text',
        messageContent: `bench ${clientMessageId}`,
        clientMessageId,
      }),
    );
  }

  /** What came after `afterSeq` in the conversation with `toUserId` (one page). */
  catchUpPage(toUserId: string, afterSeq: number): Promise<ListFrame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no messageList within 30 s')), 30_000);
      this.lists.set(toUserId, (frame) => {
        clearTimeout(timer);
        this.lists.delete(toUserId);
        resolve(frame);
      });
      this.socket?.send(JSON.stringify({ method: 'MessageList', toUserId, afterSeq }));
    });
  }

  /** The connection is lost at once, as a network drop would (no closing handshake). */
  drop(): void {
    this.socket?.terminate();
    this.socket = undefined;
  }
}
