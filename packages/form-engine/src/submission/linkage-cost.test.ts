import { describe, expect, it } from '@jest/globals';
import { checkFormDesign } from '../design/check-design';
import { elapsed } from '../test-support/elapsed';
import { validateSubmission } from './validate-submission';

/**
 * Linkage reads the caller's raw values before any field is checked: a giant list sent for a
 * field that conditions compare must not multiply their cost.
 */

const list = Array.from({ length: 500 }, (_, index) => `v${index}`);

function linkedDesign() {
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
  return checked.design;
}

describe('the cost of linkage over raw values', () => {
  it('refuses a list longer than any field takes, before linkage reads it', () => {
    const kind = Array.from({ length: 200_000 }, () => 1);
    let result: ReturnType<typeof validateSubmission> | undefined;
    const took = elapsed(() => {
      result = validateSubmission(linkedDesign(), { kind }, { language: 'en', mode: 'create' });
    });
    expect(result).toMatchObject({
      ok: false,
      errors: [{ field: 'kind', key: 'tooManyChoices', message: 'Choose at most 500 for 种类' }],
    });
    expect(took).toBeLessThan(1000);
  });

  it('compares a list of the largest allowed length with an `in` list quickly', () => {
    const design = linkedDesign();
    const kind = Array.from({ length: 500 }, (_, index) => `w${index}`);
    let result: ReturnType<typeof validateSubmission> | undefined;
    const took = elapsed(() => {
      for (let round = 0; round < 20; round += 1)
        result = validateSubmission(design, { kind, f0: 'a' }, { language: 'en', mode: 'create' });
    });
    // No `w` id is in the list: the linked fields stay hidden and their values are dropped.
    expect(result).toMatchObject({ ok: true, values: { kind } });
    expect(result).not.toHaveProperty('values.f0');
    expect(took).toBeLessThan(1000);
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
