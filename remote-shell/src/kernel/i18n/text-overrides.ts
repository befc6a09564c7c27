import type { i18n } from 'i18next';
import { LANGUAGE_ROUTES } from '@mepm/contract/paths';
import { LANGUAGES } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';
import { shippedTexts } from './shipped-texts';

export interface TextOverride {
  key: string;
  language: string;
  text: string;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

function isOverride(value: unknown): value is TextOverride {
  if (value === null || typeof value !== 'object') return false;
  const { key, language, text } = value as Record<string, unknown>;
  return typeof key === 'string' && typeof language === 'string' && typeof text === 'string';
}

function shippedText(instance: i18n, language: Language, key: string): unknown {
  let node: unknown = shippedTexts(instance)[language]?.translation;
  for (const part of key.split('.')) {
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return node;
}

/**
 * Puts the overrides over the shipped texts. Only a key that is a text of this shell is taken:
 * a row left from an older version must not replace a whole group of texts.
 */
export function applyTextOverrides(instance: i18n, overrides: readonly unknown[]): number {
  let applied = 0;
  for (const override of overrides) {
    if (!isOverride(override) || !isLanguage(override.language)) continue;
    if (typeof shippedText(instance, override.language, override.key) !== 'string') continue;
    instance.addResource(override.language, 'translation', override.key, override.text, {
      silent: true,
    });
    applied += 1;
  }
  // Rendered components re-read their texts when the language "changes" to itself.
  if (applied > 0) void instance.changeLanguage(instance.language);
  return applied;
}

/**
 * Reads the overrides once at start (no sign-in needed: the login page shows them too) and
 * applies them. Not through the api slice: the shell works without them, so a failed read shows
 * no error and leaves the shipped texts.
 */
export async function loadTextOverrides(apiBase: string, instance: i18n): Promise<void> {
  try {
    const response = await fetch(
      `${apiBase}${LANGUAGE_ROUTES.shellOverrides.path}?n=${Date.now()}`,
    );
    const body = (await response.json()) as { code?: unknown; data?: unknown };
    if (body.code === 200 && Array.isArray(body.data)) applyTextOverrides(instance, body.data);
  } catch {
    // Offline, or a server without the languages page: the shipped texts stay.
  }
}
