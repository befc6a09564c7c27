import { menuFeature } from './menu';

/** The system area: menu management. */
export const systemArea = [menuFeature] as const;
