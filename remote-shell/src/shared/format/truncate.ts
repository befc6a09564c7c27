export const ELLIPSIS = '…';
/** Text longer than this shows cut, with the whole text in a tooltip. */
export const TOOLTIP_LIMIT = 20;
/** Menu titles wider than this many Chinese characters are cut. */
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

/** Characters as wide as a Chinese one: Chinese, Japanese and Korean script, full-width forms, emoji. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}\u3000-\u303F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/**
 * The menus' cut: a title wider than 7 Chinese characters shows its first 7 characters' width
 * and an ellipsis. A Latin letter, digit or space is half as wide, so an English title keeps up
 * to 14 of them ("Online users" whole, not "Online …"), as the menu's width allows.
 */
export function cutMenuTitle(title: string): string {
  const characters = Array.from(title);
  let width = 0;
  for (const [index, character] of characters.entries()) {
    width += WIDE.test(character) ? 1 : 0.5;
    if (width > MENU_TITLE_LIMIT) return characters.slice(0, index).join('') + ELLIPSIS;
  }
  return title;
}
