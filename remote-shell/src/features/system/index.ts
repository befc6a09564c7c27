import { menuFeature } from './menu';
import { sysConfigFeature } from './sysConfig';

/** The system area: menu management and the system configuration. */
export const systemArea = [menuFeature, sysConfigFeature] as const;
