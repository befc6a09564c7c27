import Type from 'typebox';
import { LANGUAGES } from '../codes';
import { Nothing } from '../kit/common';
import { endpointAt } from '../kit/endpoint';
import { TimestampQuery } from '../kit/envelope';
import { literalUnion } from '../kit/literal-union';
import { LANGUAGE_ROUTES } from '../routes-system';

/** Whose text an override replaces: the shell's (i18next keys) or the server's (message keys). */
export const TEXT_SCOPES = ['shell', 'server'] as const;
export type TextScope = (typeof TEXT_SCOPES)[number];

/** The longest override text. */
export const OVERRIDE_TEXT_MAX_LENGTH = 1000;

/** Which text, in which language. */
export const OverrideTarget = Type.Object({
  scope: literalUnion(TEXT_SCOPES),
  key: Type.String({ minLength: 1, maxLength: 200 }),
  language: literalUnion(LANGUAGES),
});
export type OverrideTarget = Type.Static<typeof OverrideTarget>;

export const OverrideBody = Type.Object({
  ...OverrideTarget.properties,
  text: Type.String({ minLength: 1, maxLength: OVERRIDE_TEXT_MAX_LENGTH }),
});
export type OverrideBody = Type.Static<typeof OverrideBody>;

export const TextOverride = Type.Object({
  scope: Type.String(),
  key: Type.String(),
  language: Type.String(),
  text: Type.String(),
});
export type TextOverride = Type.Static<typeof TextOverride>;

/** A server text as shipped, in each language. */
export const ShippedText = Type.Object({
  key: Type.String(),
  zh: Type.String(),
  zhtw: Type.String(),
  en: Type.String(),
});
export type ShippedText = Type.Static<typeof ShippedText>;

export const LanguageCatalog = Type.Object({
  server: Type.Array(ShippedText),
  overrides: Type.Array(TextOverride),
});
export type LanguageCatalog = Type.Static<typeof LanguageCatalog>;

/** A shell override as every mount reads it. */
export const ShellOverride = Type.Object({
  key: Type.String(),
  language: Type.String(),
  text: Type.String(),
});
export type ShellOverride = Type.Static<typeof ShellOverride>;

export const LANGUAGE_ENDPOINTS = {
  catalog: endpointAt(LANGUAGE_ROUTES.catalog, 'The server texts and every override', {
    query: TimestampQuery,
    data: LanguageCatalog,
  }),
  shellOverrides: endpointAt(LANGUAGE_ROUTES.shellOverrides, 'The shell texts overridden', {
    query: TimestampQuery,
    data: Type.Array(ShellOverride),
  }),
  setOverride: endpointAt(LANGUAGE_ROUTES.setOverride, 'Override a text in one language', {
    query: TimestampQuery,
    body: OverrideBody,
    data: Nothing,
  }),
  removeOverride: endpointAt(LANGUAGE_ROUTES.removeOverride, 'Go back to the shipped text', {
    query: Type.Object({ ...TimestampQuery.properties, ...OverrideTarget.properties }),
    data: Nothing,
  }),
};
