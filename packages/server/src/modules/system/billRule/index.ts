import { ADMIN_BUTTON, BILL_RULE_PAGE } from '@mepm/contract';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { billRuleRoutes } from './bill-rule-routes';
import { BILL_RULE_FIELD_NAMES } from './messages';
import { billRules } from './schema';

/** Bill-number rules, their state, the rule picker and the next number. */
export const billRuleModule = defineModule({
  name: BILL_RULE_PAGE,
  routes: billRuleRoutes,
  tables: { billRules },
  seedMenus: [
    crudPage(BILL_RULE_PAGE, 'system', { zh: '单据规则', zhtw: '單據規則', en: 'Bill rules' }, 3, [
      button(ADMIN_BUTTON.state, '启用/禁用'),
    ]),
  ],
  fieldNames: BILL_RULE_FIELD_NAMES,
  uniqueFields: { bill_rules_en_code_unique: 'enCode' },
});
