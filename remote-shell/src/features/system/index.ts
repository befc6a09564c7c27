import { menuFeature } from './menu';
import { billRuleFeature } from './billRule';
import { areaFeature } from './area';

/** The system area: menu management, bill-number rules, areas. */
export const systemArea = [menuFeature, billRuleFeature, areaFeature] as const;
