import { MESSAGE_BUTTON, MESSAGE_PAGE, ADMIN_BUTTON } from '@mepm/contract';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { writeDirectMessage } from './direct-message';
import { unreadCounts } from './inbox-service';
import { noticeRoutes } from './message-routes';
import { NOTICE_FIELD_NAMES, NOTICE_MESSAGES } from './messages';
import { messageReceivers, messageRecipients, messages } from './schema';

/** Messages and notices: the 通知公告 page, releases, and every user's own entries. */
export const noticeModule = defineModule({
  name: MESSAGE_PAGE,
  routes: noticeRoutes,
  tables: { messages, messageRecipients, messageReceivers },
  seedMenus: [
    crudPage(MESSAGE_PAGE, 'system', { zh: '通知公告', zhtw: '通知公告', en: 'Notices' }, 2, [
      button(MESSAGE_BUTTON.release, '发布'),
      button(ADMIN_BUTTON.state, '启用/禁用'),
    ]),
  ],
  messages: NOTICE_MESSAGES,
  fieldNames: NOTICE_FIELD_NAMES,
  unreadNoticeCounter: unreadCounts,
  directMessageWriter: writeDirectMessage,
});
