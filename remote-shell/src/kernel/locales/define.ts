/** Every language has exactly the keys of the simplified Chinese texts, each a string. */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * One area's texts in every language. zhtw and en are typed against zh, so a key missing or extra
 * in any language is a compile error. Each feature keeps its texts beside it (`locales.ts`).
 */
export function defineMessages<T extends object>(messages: {
  zh: T;
  zhtw: NoInfer<Shape<T>>;
  en: NoInfer<Shape<T>>;
}) {
  return messages;
}
