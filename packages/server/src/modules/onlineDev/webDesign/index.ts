import { ADMIN_BUTTON, WEB_DESIGN_BUTTON, WEB_DESIGN_PAGE } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { WEB_DESIGN_FIELD_NAMES, WEB_DESIGN_MESSAGES } from './messages';
import { webDesigns } from './schema';
import { webDesignRoutes } from './web-design-routes';

/** Function designs (功能设计): forms designed on the page, their release and copies. */
export const webDesignModule = defineModule({
  name: WEB_DESIGN_PAGE,
  routes: webDesignRoutes,
  tables: { webDesigns },
  seedMenus: [
    crudPage(
      WEB_DESIGN_PAGE,
      'onlineDev',
      { zh: '功能设计', zhtw: '功能設計', en: 'Function design' },
      1,
      [
        button(WEB_DESIGN_BUTTON.copy, '复制'),
        button(ADMIN_BUTTON.state, '发布/取消发布'),
        button(WEB_DESIGN_BUTTON.publish, '发布到菜单'),
      ],
    ),
  ],
  messages: WEB_DESIGN_MESSAGES,
  fieldNames: WEB_DESIGN_FIELD_NAMES,
  uniqueFields: { visualdev_designs_en_code_unique: 'enCode' },
  dataSourceUses: [
    {
      message: 'designUsesSource',
      find: async (tx, sourceId) => {
        const [design] = await tx
          .select({ fullName: webDesigns.fullName })
          .from(webDesigns)
          .where(eq(webDesigns.dbLinkId, sourceId))
          .limit(1);
        return design?.fullName;
      },
    },
  ],
});
