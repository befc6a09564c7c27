import { describe, expect, it } from '@jest/globals';
import type { FormDesign } from '@mepm/contract';
import { checkFormDesign } from '../design/check-design';
import { readCounter } from '../test-support/read-counter';
import { validateSubmission } from './validate-submission';

/**
 * The worst submissions a caller can send within the server's 1 MB body, against designs an
 * administrator may legitimately save: the check runs on the request's thread, so its work must
 * grow with what was sent and the options once, never with their product (a scan of the option
 * list per choice stalled the server for seconds). Counted, not timed: each option's id is read
 * a few times at most, however many choices name it.
 */

const OPTIONS = 2000;

/** A checked design of one sub-table, `lines`, holding `column`. */
function tableDesign(column: Record<string, unknown>): FormDesign {
  const checked = checkFormDesign({
    formConf: {},
    fields: [
      {
        __config__: { wyzxKey: 'table', label: '明细', formId: 1, children: [column] },
        __vModel__: 'lines',
      },
    ],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.design;
}

/** A sub-table whose checkbox column offers OPTIONS options (a product list, say). */
const wideChoiceDesign = (): FormDesign =>
  tableDesign({
    __config__: { wyzxKey: 'checkbox', label: '选择', formId: 2, dataType: 'static' },
    __vModel__: 'picked',
    __slot__: {
      options: Array.from({ length: OPTIONS }, (_, index) => ({
        id: `o${index}`,
        fullName: `选项${index}`,
      })),
    },
  });

type Option = { id: unknown; children?: Option[] };

/**
 * The rows, within the 1 MB body, are accepted, reading each option's id at most a few times:
 * the option list of the sub-table's one column is swapped for one that counts.
 */
function expectLinearAndAccepted(design: FormDesign, lines: unknown[], options: number): void {
  expect(JSON.stringify({ lines }).length).toBeLessThan(1024 * 1024);
  const counter = readCounter();
  const column = (
    design.fields[0]?.__config__ as { children: { __slot__: { options: Option[] } }[] }
  ).children[0];
  if (column === undefined) throw new Error('the design has no column');
  column.__slot__.options = counter.options(column.__slot__.options);
  const result = validateSubmission(design, { lines }, { language: 'zh', mode: 'create' });
  expect(result).toMatchObject({ ok: true });
  expect(counter.reads).toBeGreaterThan(0);
  expect(counter.reads).toBeLessThanOrEqual(3 * options);
}

describe('the cost of a submission', () => {
  it('checks 300 rows choosing 500 of 2000 options each, reading the options once', () => {
    const design = wideChoiceDesign();
    // The first ids: a walk of the option list from its end meets them last.
    const picked = Array.from({ length: 500 }, (_, index) => `o${index}`);
    const lines = Array.from({ length: 300 }, () => ({ picked }));
    expectLinearAndAccepted(design, lines, OPTIONS);
  });

  it('still refuses a choice that is not an option', () => {
    const design = wideChoiceDesign();
    const result = validateSubmission(
      design,
      { lines: [{ picked: ['o1', 'o2000'] }] },
      { language: 'en', mode: 'create' },
    );
    expect(result).toMatchObject({ ok: false, errors: [{ field: 'lines[0].picked' }] });
  });
});

describe('the cost of cascader paths', () => {
  it('checks 20 rows of 500 deep paths through 2000 options a level, reading them once', () => {
    // Ten levels, each option's children a chain of 2000 siblings, the last one leading down.
    const level = (depth: number): Record<string, unknown>[] =>
      Array.from({ length: depth === 0 ? 1 : 2000 }, (_, index) => ({
        id: `d${depth}o${index}`,
        fullName: 'x',
        ...(depth < 9 && index === (depth === 0 ? 0 : 1999) ? { children: level(depth + 1) } : {}),
      }));
    const options = level(0);
    const design = tableDesign({
      __config__: { wyzxKey: 'cascader', label: '级联', formId: 2, dataType: 'static' },
      __vModel__: 'path',
      multiple: true,
      __slot__: { options },
    });
    const deepest = Array.from({ length: 9 }, (_, depth) => `d${depth}o${depth === 0 ? 0 : 1999}`);
    const paths = Array.from({ length: 500 }, (_, index) => [...deepest, `d9o${index}`]);
    const lines = Array.from({ length: 20 }, () => ({ path: paths }));
    expectLinearAndAccepted(design, lines, 1 + 9 * 2000);
  });
});
