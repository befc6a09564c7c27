import type { GridLayout } from './HomeGrid';

/** The home page: who you are first, then what you open, then the figures. */
export const HOME_LAYOUT = {
  administrator: {
    xs: ['welcome', 'figures', 'shortcuts', 'visited', 'trend'],
    md: [
      ['welcome', 'welcome'],
      ['figures', 'figures'],
      ['shortcuts', 'visited'],
      ['trend', 'trend'],
    ],
    lg: [
      ['welcome', 'figures', 'figures'],
      ['shortcuts', 'trend', 'trend'],
      ['visited', 'trend', 'trend'],
    ],
  },
  staff: {
    xs: ['welcome', 'shortcuts', 'visited'],
    md: [
      ['welcome', 'welcome'],
      ['shortcuts', 'visited'],
    ],
    lg: [
      ['welcome', 'welcome', 'welcome'],
      ['shortcuts', 'shortcuts', 'visited'],
    ],
  },
} satisfies Record<string, GridLayout>;

/** The default portal: the figures lead, as on a wall screen. */
export const PORTAL_LAYOUT = {
  administrator: {
    xs: ['figures', 'trend', 'welcome', 'shortcuts', 'visited'],
    md: [
      ['figures', 'figures'],
      ['trend', 'trend'],
      ['welcome', 'shortcuts'],
      ['visited', 'visited'],
    ],
    lg: [
      ['figures', 'figures', 'welcome'],
      ['trend', 'trend', 'shortcuts'],
      ['trend', 'trend', 'visited'],
    ],
  },
  staff: {
    xs: ['welcome', 'shortcuts', 'visited'],
    md: [
      ['welcome', 'welcome'],
      ['shortcuts', 'visited'],
    ],
    lg: [['welcome', 'shortcuts', 'visited']],
  },
} satisfies Record<string, GridLayout>;
