import { iconsFeature } from './icons';
import { languageFeature } from './language';
import { menuFeature } from './menu';

/** The system area: menu management, the icons page and the translation table. */
export const systemArea = [menuFeature, iconsFeature, languageFeature] as const;
