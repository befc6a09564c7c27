import { describe, expect, it } from '@jest/globals';
import { checkFormDesign } from '../design/check-design';
import { readCounter, type ReadCounter } from '../test-support/read-counter';
import { validateSubmission } from './validate-submission';

/**
 * Linkage reads the caller's raw values before any field is checked: a giant list sent for a
 * field that conditions compare must not multiply their cost. Counted, not timed: the lists'
 * elements read, which a busy machine does not change.
 */

const list = Array.from({ length: 500 }, (_, index) => `v${index}`);

/** The design; with a counter, each condition's `in` list counts the reads of its elements. */
function linkedDesign(counter?: ReadCounter) {
  const fields: unknown[] = [
    {
      __config__: {
        wyzxKey: 'select',
        label: '种类',
        formId: 1,
        dataType: 'dynamic',
        propsUrl: 'x',
      },
      __vModel__: 'kind',
      multiple: true,
    },
  ];
  for (let index = 0; index < 10; index += 1) {
    fields.push({
      __config__: {
        wyzxKey: 'input',
        label: `字段${index}`,
        formId: index + 2,
        linkage: { visible: { logic: 'or', items: [{ field: 'kind', op: 'in', value: list }] } },
      },
      __vModel__: `f${index}`,
    });
  }
  const checked = checkFormDesign({ formConf: {}, fields });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  if (counter === undefined) return checked.design;
  for (const field of checked.design.fields.slice(1)) {
    const [item] = (field.__config__ as { linkage: { visible: { items: { value: unknown[] }[] } } })
      .linkage.visible.items;
    if (item) item.value = counter.list(item.value);
  }
  return checked.design;
}

describe('the cost of linkage over raw values', () => {
  it('refuses a list longer than any field takes, before linkage reads it', () => {
    const counter = readCounter();
    const kind = counter.list(Array.from({ length: 200_000 }, () => 1));
    const result = validateSubmission(linkedDesign(), { kind }, { language: 'en', mode: 'create' });
    expect(result).toMatchObject({
      ok: false,
      errors: [{ field: 'kind', key: 'tooManyChoices', message: 'Choose at most 500 for 种类' }],
    });
    expect(counter.reads).toBe(0);
  });

  it('compares a list of the largest allowed length with an `in` list, reading each once', () => {
    const counter = readCounter();
    const design = linkedDesign(counter);
    const kind = Array.from({ length: 500 }, (_, index) => `w${index}`);
    let result: ReturnType<typeof validateSubmission> | undefined;
    for (let round = 0; round < 20; round += 1)
      result = validateSubmission(design, { kind, f0: 'a' }, { language: 'en', mode: 'create' });
    // No `w` id is in the list: the linked fields stay hidden and their values are dropped.
    expect(result).toMatchObject({ ok: true, values: { kind } });
    expect(result).not.toHaveProperty('values.f0');
    // Ten conditions' lists of 500, each indexed once (a pass or two) for all rounds and values;
    // comparing each value with each element would read them 100,000 times per condition.
    expect(counter.reads).toBeGreaterThan(0);
    expect(counter.reads).toBeLessThanOrEqual(3 * 10 * list.length);
  });

  it('still shows a field when one element of the value is in the list', () => {
    const result = validateSubmission(
      linkedDesign(),
      { kind: ['w1', 'v499'], f0: 'a' },
      { language: 'en', mode: 'create' },
    );
    expect(result).toMatchObject({ ok: true, values: { f0: 'a' } });
  });
});
