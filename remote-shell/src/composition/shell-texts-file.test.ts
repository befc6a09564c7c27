import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { textsByKey } from '../kernel/i18n/flat-texts';
import { PRODUCT } from './product';

/**
 * The server validates overrides of the shell's texts (known keys, kept placeholders) but cannot
 * import the shell: it reads the shell's shipped texts from this file, which this test keeps equal
 * to the composition. After adding or changing shell texts, write it again with
 * `UPDATE_SHELL_TEXTS=1 npx jest remote-shell/src/composition/shell-texts-file`.
 */
const FILE = join(
  __dirname,
  '../../../packages/server/src/modules/system/language/shell-texts.json',
);

function currentTexts(): string {
  const table = textsByKey({
    zh: PRODUCT.resources.zh.translation,
    zhtw: PRODUCT.resources.zhtw.translation,
    en: PRODUCT.resources.en.translation,
  });
  const sorted = [...table.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`;
}

it('ships the shell texts to the server as they are composed', () => {
  const expected = currentTexts();
  if (process.env.UPDATE_SHELL_TEXTS === '1') writeFileSync(FILE, expected);
  const written = readFileSync(FILE, 'utf8');
  // Not toEqual on the whole text: a failure names the first differing key, not 100 kB.
  const differing = Object.entries(JSON.parse(expected) as Record<string, unknown>).find(
    ([key, texts]) =>
      JSON.stringify((JSON.parse(written) as Record<string, unknown>)[key]) !==
      JSON.stringify(texts),
  );
  expect(differing?.[0]).toBeUndefined();
  expect(written).toBe(expected);
});
