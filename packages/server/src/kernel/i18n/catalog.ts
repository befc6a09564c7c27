import type { Language } from '@mepm/contract';
import type { KERNEL_MESSAGES } from './messages';

/** One text in each product language; `{name}` marks a parameter. */
export type Texts = Readonly<Record<Language, string>>;

/** Texts by key: a module's messages, or the display names of request fields. */
export type TextTable = Readonly<Record<string, Texts>>;

/** A module's texts, checked to hold every language; the keys stay literal for the catalog. */
export function defineMessages<const T extends Record<string, Texts>>(table: T): T {
  return table;
}

/**
 * Every message key of the product: the kernel's, and each module's, which the module's
 * `messages.ts` merges in with `declare module` so that `ApiError`, `ok()` and `request.t` accept
 * it. The texts themselves reach the translator through the module manifests.
 */
// An interface rather than a type alias: only interfaces take the modules' declarations.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessageCatalog extends Record<keyof typeof KERNEL_MESSAGES, Texts> {}

export type MessageKey = keyof MessageCatalog;

/** Texts composed from the kernel and the modules. */
export interface Catalog {
  messages: TextTable;
  fieldNames: TextTable;
}

/** A contribution to the catalog, named for the error that a clash reports. */
export interface CatalogPart {
  name: string;
  messages?: TextTable;
  fieldNames?: TextTable;
}

/**
 * One catalog from its parts. A key defined twice is a mistake that would make one text win
 * silently, so it stops the composition; a field name may repeat with the same texts.
 */
export function composeCatalog(parts: readonly CatalogPart[]): Catalog {
  const messages: Record<string, Texts> = {};
  const fieldNames: Record<string, Texts> = {};
  const owners = new Map<string, string>();
  for (const part of parts) {
    for (const [key, texts] of Object.entries(part.messages ?? {})) {
      const owner = owners.get(key);
      if (owner !== undefined) {
        throw new Error(`message "${key}" is defined by both ${owner} and ${part.name}`);
      }
      owners.set(key, part.name);
      messages[key] = texts;
    }
    for (const [field, texts] of Object.entries(part.fieldNames ?? {})) {
      const known = fieldNames[field];
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(texts)) {
        throw new Error(`field "${field}" is named differently by ${part.name}`);
      }
      fieldNames[field] = texts;
    }
  }
  return { messages, fieldNames };
}
