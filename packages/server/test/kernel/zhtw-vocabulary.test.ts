import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { composeModules } from '../../src/kernel/compose-modules';
import { MODULES } from '../../src/modules';

/** The forms of docs/reference/zhtw-vocabulary.md a zhtw text must not hold. */
function bannedForms(): string[] {
  const page = readFileSync(
    new URL('../../../../docs/reference/zhtw-vocabulary.md', import.meta.url),
    'utf8',
  );
  return page
    .split('\n')
    .map((line) => /^\|\s*(\S+)\s*\|\s*(\S+)\s*\|$/.exec(line))
    .flatMap((row) => (row?.[1] && !/^(not this|-+)$/.test(row[1]) ? [row[1]] : []));
}

describe('the traditional Chinese texts of the server', () => {
  it('messages, field names and shipped menu names use one vocabulary', () => {
    const banned = bannedForms();
    assert.ok(banned.includes('用戶') && banned.includes('賬號'), 'the table was read');
    const { catalog, seedMenus } = composeModules(MODULES);
    const texts: [string, string][] = [
      ...Object.entries(catalog.messages).map(([key, text]): [string, string] => [key, text.zhtw]),
      ...Object.entries(catalog.fieldNames).map(([key, text]): [string, string] => [
        `field ${key}`,
        text.zhtw,
      ]),
      ...seedMenus.map((menu): [string, string] => [`menu ${menu.enCode}`, menu.name.zhtw]),
    ];
    assert.ok(texts.length > 100);
    const mixed = texts.flatMap(([key, text]) =>
      banned.filter((form) => text.includes(form)).map((form) => `${key}: ${text} (${form})`),
    );
    assert.deepEqual(mixed, []);
  });
});
