import type { Language } from '../validate/messages';

/** A message in the three languages, with `{name}` placeholders. */
export type Texts = Record<Language, string>;

/** Message parameters: a label, a limit, a path. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; an unknown name stays as written so that a gap is visible. */
export function formatText(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
