export const ELLIPSIS = '…';
/** Text longer than this shows cut, with the whole text in a tooltip. */
export const TOOLTIP_LIMIT = 20;
/** Side-menu titles longer than this are cut. */
export const MENU_TITLE_LIMIT = 7;

export interface Truncated {
  /** What to display: the text itself, or its first `limit` characters and an ellipsis. */
  text: string;
  truncated: boolean;
  /** The untouched text, for the tooltip. */
  full: string;
}

/**
 * Cuts text longer than `limit` characters. Characters are code points, so a Chinese character
 * or an emoji outside the basic plane is never split into half a surrogate pair.
 */
export function truncate(value: string, limit: number): Truncated {
  const characters = Array.from(value);
  if (characters.length <= limit) return { text: value, truncated: false, full: value };
  return {
    text: characters.slice(0, Math.max(0, limit)).join('') + ELLIPSIS,
    truncated: true,
    full: value,
  };
}

export function truncateForTooltip(value: string): Truncated {
  return truncate(value, TOOLTIP_LIMIT);
}

/** The side menu's cut: longer than 7 characters → the first 7 and an ellipsis. */
export function cutMenuTitle(title: string): string {
  return truncate(title, MENU_TITLE_LIMIT).text;
}
