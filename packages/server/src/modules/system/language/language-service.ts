import type { Language, LanguageCatalog, OverrideBody, OverrideTarget } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Catalog } from '../../../kernel/i18n/catalog';
import type { ServerOverride } from '../../../kernel/i18n/text-overrides';
import { badRequest } from '../../../plugins/envelope/api-error';
import { missingPlaceholders } from './placeholders';
import { textOverrides } from './schema';
import { SHELL_TEXTS } from './shell-texts';

/** The shipped text an override replaces; a key neither side ships is refused. */
function shippedText(catalog: Catalog, target: OverrideTarget): string {
  // Own keys only: `constructor` or `__proto__` must not reach the object's prototype.
  const texts =
    target.scope === 'shell'
      ? SHELL_TEXTS.get(target.key)
      : Object.hasOwn(catalog.messages, target.key)
        ? catalog.messages[target.key]
        : undefined;
  if (texts === undefined) throw badRequest('unknownTextKey', { key: target.key });
  return texts[target.language];
}

/** Sets one override (a single upsert), after checking the key and the placeholders. */
export async function setOverride(
  db: Db,
  catalog: Catalog,
  body: OverrideBody,
  userId: string,
  at: Date,
): Promise<void> {
  const [missing] = missingPlaceholders(body.scope, shippedText(catalog, body), body.text);
  if (missing !== undefined) throw badRequest('placeholderMissing', { placeholder: missing });
  const row = { ...body, updatedBy: userId, updatedAt: at };
  await db
    .insert(textOverrides)
    .values(row)
    .onConflictDoUpdate({
      target: [textOverrides.scope, textOverrides.key, textOverrides.language],
      set: { text: row.text, updatedBy: userId, updatedAt: at },
    });
}

/** Removes one override; removing one that is not there is no error (the text is shipped). */
export async function removeOverride(db: Db, target: OverrideTarget): Promise<void> {
  await db
    .delete(textOverrides)
    .where(
      and(
        eq(textOverrides.scope, target.scope),
        eq(textOverrides.key, target.key),
        eq(textOverrides.language, target.language),
      ),
    );
}

const columns = {
  scope: textOverrides.scope,
  key: textOverrides.key,
  language: textOverrides.language,
  text: textOverrides.text,
};

/** The server's shipped messages and every override, for the languages page. */
export async function languageCatalog(db: Db, catalog: Catalog): Promise<LanguageCatalog> {
  const overrides = await db.select(columns).from(textOverrides);
  const server = Object.entries(catalog.messages)
    .map(([key, texts]) => ({ key, ...texts }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { server, overrides };
}

/** The overrides of one scope's texts. */
export async function overridesOf(
  db: Db,
  scope: 'shell' | 'server',
): Promise<Array<{ key: string; language: string; text: string }>> {
  return db
    .select({ key: textOverrides.key, language: textOverrides.language, text: textOverrides.text })
    .from(textOverrides)
    .where(eq(textOverrides.scope, scope));
}

/** The server overrides the translator applies. */
export async function serverOverrides(db: Db): Promise<ServerOverride[]> {
  const rows = await overridesOf(db, 'server');
  // Only the three languages are ever written (the body's schema allows no other).
  return rows.map((row) => ({ ...row, language: row.language as Language }));
}
