/** The runtime part of the chat endpoints (see route.ts). Imports nothing with TypeBox. */
import { route } from './kit/route';

export const CHAT_ENDPOINT_ROUTES = {
  /** The chat drawer's conversation list (SPEC §7 "/imreply"). */
  conversations: route('GET', '/api/message/imreply'),
};
