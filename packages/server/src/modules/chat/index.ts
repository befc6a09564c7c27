import { defineModule } from '../../kernel/module';
import { chatImageReaders } from './chat-images';
import { CHAT_MESSAGES } from './messages';
import { chatConversations, chatMessages } from './schema';
import { chatSocketRoutes } from './socket-routes';

/** Internal chat over the real-time socket: conversations numbered message by message. */
export const chatModule = defineModule({
  name: 'chat',
  routes: chatSocketRoutes,
  tables: { chatConversations, chatMessages },
  messages: CHAT_MESSAGES,
  fileReaders: [chatImageReaders],
});
