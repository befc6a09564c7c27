import 'i18next';
import type { ComposedTexts } from './compose-texts';
import type { FEATURES } from './features';

/** The product's texts: `t()` accepts only their keys, so a missing text fails the typecheck. */
export type ShellTexts = ComposedTexts<typeof FEATURES>;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: ShellTexts };
  }
}
