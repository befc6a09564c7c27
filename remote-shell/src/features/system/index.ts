import { cacheFeature } from './cache';
import { menuFeature } from './menu';
import { monitorFeature } from './monitor';
import { taskFeature } from './task';

/** The system area: menu management, scheduled tasks, caches and the server monitor. */
export const systemArea = [menuFeature, taskFeature, cacheFeature, monitorFeature] as const;
