import { defineFeature } from '../../kernel/feature';
import { ChatTopBarItem } from './ChatButton';
import { chatMessages } from './locales';

/**
 * Internal chat (docs/reference/chat.md "In the shell"): a top bar button, the chat drawer and
 * the chat window over the shell's socket. No page and no menu entry of its own.
 */
export const chatFeature = defineFeature({
  name: 'chat',
  locales: chatMessages,
  tagTypes: ['Chat'],
  topBarItems: [{ key: 'chat', order: 20, Component: ChatTopBarItem }],
});
