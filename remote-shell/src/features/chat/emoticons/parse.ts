import { EMOTICONS } from './catalogue';

const CODE_BY_ALT: ReadonlyMap<string, string> = new Map(EMOTICONS.map((e) => [e.alt, e.code]));

/** A piece of a message's text: plain text, or a known emoticon's alt text. */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'emoticon'; alt: string; code: string };

/**
 * Splits a text at the alt texts of the catalogue (`[微笑]`); brackets that name no emoticon stay
 * text. Nothing is interpreted as markup: the pieces become React nodes, never HTML.
 */
export function parseEmoticons(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plain = '';
  for (const match of text.matchAll(/\[[^[\]]{1,8}\]|[^[]+|\[/g)) {
    const part = match[0];
    const code = CODE_BY_ALT.get(part);
    if (code === undefined) {
      plain += part;
      continue;
    }
    if (plain) pieces.push({ kind: 'text', text: plain });
    plain = '';
    pieces.push({ kind: 'emoticon', alt: part, code });
  }
  if (plain) pieces.push({ kind: 'text', text: plain });
  return pieces;
}
