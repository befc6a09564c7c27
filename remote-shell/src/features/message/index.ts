import { defineFeature } from '../../kernel/feature';
import { messageMessages } from './locales';
import { NoticesButton } from './NoticesButton';

/**
 * The caller's messages: the top bar's notices button and drawer, and the message centre at the
 * fixed route /messageRecord (the composition's router loads MessageCenterPage lazily).
 */
export const messageFeature = defineFeature({
  name: 'message',
  locales: messageMessages,
  tagTypes: ['MessageNotice'],
  topBarItems: [{ key: 'notices', order: 20, Component: NoticesButton }],
});
