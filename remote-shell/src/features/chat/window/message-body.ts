import type { ChatMessage } from '@mepm/contract';

/** What a message shows: its text, or the stored name of its image. */
export type MessageBody = { kind: 'text'; text: string } | { kind: 'image'; name: string };

/**
 * Reads a message's content. An image message carries `{path, name}` (SPEC §3, the server's chat
 * images, docs/reference/chat.md); anything not understood shows as text, never as markup.
 */
export function messageBody(message: ChatMessage): MessageBody {
  // Read loosely: the contract of this branch types text messages only.
  const type: string = message.messageType;
  const content: unknown = message.message;
  if (type === 'image' && typeof content === 'object' && content !== null) {
    const name: unknown = Reflect.get(content, 'name');
    if (typeof name === 'string' && name !== '') return { kind: 'image', name };
  }
  return { kind: 'text', text: typeof content === 'string' ? content : '' };
}
