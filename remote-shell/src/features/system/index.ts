import { iconsFeature } from './icons';
import { menuFeature } from './menu';

/** The system area: menu management and the icons page. */
export const systemArea = [menuFeature, iconsFeature] as const;
