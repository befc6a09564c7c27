import type { ChatMessage } from '@mepm/contract';

/** What a message shows: its text, or the stored name of its image. */
export type MessageBody = { kind: 'text'; text: string } | { kind: 'image'; name: string };

/**
 * Reads a message's content. An image message carries `{path, name}` (SPEC §3, the server's chat
 * images, docs/reference/chat.md); text is shown as text, never as markup.
 */
export function messageBody(message: ChatMessage): MessageBody {
  if (message.messageType === 'image') {
    return message.message.name === ''
      ? { kind: 'text', text: '' }
      : { kind: 'image', name: message.message.name };
  }
  return { kind: 'text', text: message.message };
}
