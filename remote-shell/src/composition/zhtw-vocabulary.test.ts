import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AMOUNT_TOO_LARGE,
  COMMON_MESSAGES,
  DESIGN_MESSAGES,
  ruleMessages,
  SUBMISSION_MESSAGES,
} from '@mepm/form-engine';
import { composeTexts } from './compose-texts';
import { FEATURES } from './features';

/** The forms of docs/reference/zhtw-vocabulary.md a zhtw text must not hold. */
function bannedForms(): string[] {
  const page = readFileSync(join(__dirname, '../../../docs/reference/zhtw-vocabulary.md'), 'utf8');
  return page
    .split('\n')
    .map((line) => /^\|\s*(\S+)\s*\|\s*(\S+)\s*\|$/.exec(line))
    .flatMap((row) => (row?.[1] && !/^(not this|-+)$/.test(row[1]) ? [row[1]] : []));
}

/** Every text under a node, with its key. */
function textsOf(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    textsOf(value, path ? `${path}.${key}` : key),
  );
}

describe('the traditional Chinese texts', () => {
  const banned = bannedForms();

  it('read the vocabulary table', () => {
    expect(banned).toEqual(expect.arrayContaining(['用户', '用戶', '賬號', '崗位']));
  });

  it('of the shell, its features and the form engine use one vocabulary', () => {
    const engine = { ruleMessages, COMMON_MESSAGES, DESIGN_MESSAGES, SUBMISSION_MESSAGES };
    const texts = [
      ...textsOf(composeTexts(FEATURES).zhtw.translation),
      ...Object.entries(engine).flatMap(([group, messages]) =>
        Object.entries(messages).map(([key, text]): [string, string] => [
          `${group}.${key}`,
          text.zhtw,
        ]),
      ),
      ['AMOUNT_TOO_LARGE', AMOUNT_TOO_LARGE.zhtw] as [string, string],
    ];
    expect(texts.length).toBeGreaterThan(400);
    const mixed = texts.flatMap(([key, text]) =>
      banned.filter((form) => text.includes(form)).map((form) => `${key}: ${text} (${form})`),
    );
    expect(mixed).toEqual([]);
  });
});
