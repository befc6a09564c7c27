import type { SlideClass } from '../../kernel/settings';

/** The two side-menu styles. Dark keeps its colours in a light or dark page. */
export const SIDE_MENU_COLORS: Record<
  SlideClass,
  { background: string; text: string; hover: string }
> = {
  dark: { background: '#304156', text: '#bfcbd9', hover: '#263445' },
  lightWhite: { background: 'background.paper', text: 'text.primary', hover: 'action.hover' },
};
