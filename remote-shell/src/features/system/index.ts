import { logFeature } from './log';
import { menuFeature } from './menu';

/** The system area: menu management and the system log. */
export const systemArea = [menuFeature, logFeature] as const;
