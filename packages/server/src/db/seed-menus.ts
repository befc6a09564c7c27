/**
 * The menu entries the product ships, keyed by en_code. Only entries whose pages exist belong
 * here; each capability adds its own entries as its pages land.
 */
export interface SeedMenu {
  enCode: string;
  parentEnCode?: string;
  type: number;
  fullName: string;
  icon: string;
  urlAddress: string;
  sortCode: number;
  /** Role en_codes granted this entry (administrators see everything anyway). */
  grantedRoles: string[];
}

export const SEED_MENUS: SeedMenu[] = [
  {
    enCode: 'home',
    type: 2,
    fullName: '首页',
    icon: 'icon-ym icon-ym-nav-home',
    urlAddress: 'home',
    sortCode: 0,
    grantedRoles: ['staff'],
  },
];
