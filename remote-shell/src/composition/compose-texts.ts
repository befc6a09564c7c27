import { LANGUAGES } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';
import type { ShellFeature } from '../kernel/feature';
import { kernelTexts } from '../kernel/locales';
import type { KernelTexts } from '../kernel/locales';

/** `{a: {b: T}}` for the name `a.b`: where a feature's texts sit in the resources. */
type Nest<Name extends string, T> = Name extends `${infer Head}.${infer Rest}`
  ? { readonly [K in Head]: Nest<Rest, T> }
  : { readonly [K in Name]: T };

type TextsOf<F> = F extends { name: infer N extends string; locales: { zh: infer T } }
  ? Nest<N, T>
  : unknown;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The texts of the shell and of these features, each under its name. */
export type ComposedTexts<Fs extends readonly ShellFeature[]> = KernelTexts &
  Intersection<TextsOf<Fs[number]>>;

type TextNode = Record<string, unknown>;

function place(target: TextNode, name: string, texts: object): void {
  const parts = name.split('.');
  const last = parts.pop() ?? name;
  let node = target;
  for (const part of parts) {
    // Copied on the way down: the shell's own text objects are shared by every mount.
    // Every node on a feature's path is an object of texts: names never end at a text.
    const copy: TextNode = { ...(node[part] as TextNode | undefined) };
    node[part] = copy;
    node = copy;
  }
  const existing = (node[last] ?? {}) as TextNode;
  const clash = Object.keys(texts).find((key) => key in existing);
  if (clash) throw new Error(`The text ${name}.${clash} is defined twice`);
  node[last] = { ...existing, ...texts };
}

/** i18next resources: one namespace per language, the shell's texts plus every feature's. */
export function composeTexts(features: readonly ShellFeature[]) {
  const translations = LANGUAGES.map((language): [Language, { translation: TextNode }] => {
    const translation: TextNode = { ...kernelTexts(language) };
    for (const feature of features) {
      const texts = feature.locales?.[language];
      if (texts) place(translation, feature.name, texts);
    }
    return [language, { translation }];
  });
  return Object.fromEntries(translations) as Record<Language, { translation: TextNode }>;
}
