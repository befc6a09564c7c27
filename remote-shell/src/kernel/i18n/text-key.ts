import type { ParseKeys } from 'i18next';

/**
 * Every key of the product's texts, as `t()` accepts them: the composition declares the texts to
 * i18next, so a prop or value carrying a key is checked like a literal passed to `t()`.
 */
export type TextKey = ParseKeys;

/** The part of a key before `.<Suffix>`: the candidates for a prefix with these suffixes. */
type PrefixesOf<Suffix extends string> = TextKey extends infer Key
  ? Key extends `${infer Prefix}.${Suffix}`
    ? Prefix
    : never
  : never;

/**
 * A key prefix under which every one of `Suffixes` is a text, e.g. `permission.role.fields` for
 * `'enCode' | 'fullName'`: props that carry a prefix take this, so a wrong one fails the typecheck.
 */
export type TextPrefix<Suffixes extends string> =
  PrefixesOf<Suffixes> extends infer Prefix
    ? Prefix extends string
      ? [`${Prefix}.${Suffixes}`] extends [TextKey]
        ? Prefix
        : never
      : never
    : never;

/** The names under a key prefix, e.g. the fields of `profile.fields`: `${Prefix}.${name}` is a key. */
export type TextName<Prefix extends string> = TextKey extends infer Key
  ? Key extends `${Prefix}.${infer Name}`
    ? Name
    : never
  : never;
