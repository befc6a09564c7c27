import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { onlineUserMessages } from './locales';

/** Online users: the live sessions, and forcing a user offline. */
export const onlineUserFeature = defineFeature({
  name: 'permission.onlineUser',
  pages: { '/permission/onlineUser': lazy(() => import('./page')) },
  locales: onlineUserMessages,
  tagTypes: ['OnlineUser'],
});
