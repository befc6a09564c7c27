import { areaFeature } from './area';
import { billRuleFeature } from './billRule';
import { cacheFeature } from './cache';
import { iconsFeature } from './icons';
import { languageFeature } from './language';
import { logFeature } from './log';
import { menuFeature } from './menu';
import { monitorFeature } from './monitor';
import { noticeFeature } from './notice';
import { sysConfigFeature } from './sysConfig';
import { taskFeature } from './task';

/** The system area: its pages in menu order. */
export const systemArea = [
  sysConfigFeature,
  menuFeature,
  billRuleFeature,
  areaFeature,
  noticeFeature,
  taskFeature,
  cacheFeature,
  monitorFeature,
  iconsFeature,
  languageFeature,
  logFeature,
] as const;
