import { describe, expect, it } from '@jest/globals';
import type { FormField } from '@mepm/contract';
import { copyOf, sampleDesign } from '../test-support/sample-design';
import { checkFormDesign, MAX_DESIGN_CHARS } from './check-design';
import { designErrorText, type DesignError } from './design-error';

const errorsOf = (input: unknown): DesignError[] => {
  const result = checkFormDesign(input);
  return result.ok ? [] : result.errors;
};
const keysOf = (input: unknown) => errorsOf(input).map((error) => error.key);

/** The sample with `change` applied to a copy. */
function changed(change: (fields: Record<string, unknown>[]) => void) {
  const design = copyOf(sampleDesign());
  change(design.fields as unknown as Record<string, unknown>[]);
  return design;
}
const configOf = (field: unknown) => (field as { __config__: Record<string, unknown> }).__config__;
const tableColumns = (fields: unknown[]) => configOf(fields[3]).children as unknown[];

describe('checkFormDesign', () => {
  it('accepts the sample design and hands it back', () => {
    const design = sampleDesign();
    expect(checkFormDesign(design)).toEqual({ ok: true, design });
  });

  it('refuses what is not a design, without throwing', () => {
    for (const input of [null, 1, 'x', [], {}, { formConf: {} }, { fields: [] }]) {
      expect(checkFormDesign(input).ok).toBe(false);
    }
    expect(keysOf({ formConf: {}, fields: [], extra: 1 })).toEqual(['badProperty']);
  });

  it('refuses an unknown field type and names where it is', () => {
    const design = changed((fields) => {
      configOf(fields[2]).children = [
        { __config__: { wyzxKey: 'script', label: 'x', formId: 99 } },
      ];
    });
    const error = errorsOf(design)[0] ?? { path: '', key: 'notADesign', params: {} };
    expect(error).toMatchObject({
      key: 'unknownType',
      path: 'fields[2].__config__.children[0]',
      label: 'x',
      params: { type: 'script' },
    });
    expect(designErrorText(error, 'zh')).toBe(
      'x (fields[2].__config__.children[0])：不支持的组件类型script',
    );
    expect(designErrorText(error, 'en')).toContain('Unknown component type script');
  });

  it('refuses a property the field type does not declare, by its path', () => {
    const design = changed((fields) => {
      (fields[0] as Record<string, unknown>).onClick = 'alert(1)';
      configOf(fields[1]).label = 5;
    });
    expect(errorsOf(design).map((error) => [error.path, error.params.property])).toEqual([
      ['fields[0]', 'onClick'],
      ['fields[1]', '__config__.label'],
    ]);
  });

  it('keeps tabs, collapses and sub-tables to their own children', () => {
    const tabItem = { __config__: { wyzxKey: 'tabItem', label: 't', formId: 50, children: [] } };
    const input = { __config__: { wyzxKey: 'input', label: 'i', formId: 51 }, __vModel__: 'i1' };
    const tab = (children: unknown[]) => ({
      __config__: { wyzxKey: 'tab', label: 'tabs', formId: 52, children },
    });
    const good = changed((fields) => {
      fields.push(tab([{ ...tabItem, __config__: { ...tabItem.__config__, children: [input] } }]));
    });
    expect(errorsOf(good)).toEqual([]);
    expect(keysOf(changed((fields) => fields.push(tab([input]))))).toEqual(['misplaced']);
    expect(keysOf(changed((fields) => fields.push(tabItem)))).toEqual(['misplaced']);
    const tableInTable = changed((fields) => tableColumns(fields).push(copyOf(fields[3])));
    expect(keysOf(tableInTable)).toContain('misplaced');
    const editorColumn = changed((fields) =>
      tableColumns(fields).push({
        __config__: { wyzxKey: 'editor', label: 'e', formId: 60 },
        __vModel__: 'e',
      }),
    );
    expect(keysOf(editorColumn)).toEqual(['misplaced']);
  });

  it('wants unique names in the form, columns unique within their table, unique ids', () => {
    const twice = changed((fields) => {
      configOf(fields[1]).formId = 1;
      (fields[1] as Record<string, unknown>).__vModel__ = 'name';
    });
    // The linkage of price named kind, renamed away.
    expect(keysOf(twice).sort()).toEqual(['duplicateFormId', 'duplicateModel', 'unknownReference']);
    // A column may share a name with a field of the form: rows are values of their own.
    const column = changed((fields) => {
      (tableColumns(fields)[1] as Record<string, unknown>).__vModel__ = 'name';
      (tableColumns(fields)[2] as { expression: unknown[] }).expression = [
        { type: 'field', field: 'qty' },
      ];
    });
    expect(errorsOf(column)).toEqual([]);
    const columnTwice = changed((fields) => {
      (tableColumns(fields)[1] as Record<string, unknown>).__vModel__ = 'qty';
    });
    expect(keysOf(columnTwice)).toContain('duplicateModel');
  });

  it('refuses names every object already has', () => {
    const design = changed(
      (fields) => ((fields[0] as Record<string, unknown>).__vModel__ = 'constructor'),
    );
    expect(keysOf(design)).toEqual(['reservedName']);
  });

  it('checks options by path, their ids unique across the tree', () => {
    const design = changed((fields) => {
      const slot = (fields[1] as { __slot__: { options: Record<string, unknown>[] } }).__slot__;
      Object.assign(slot.options[0] ?? {}, {
        children: [{ id: 'b', fullName: '重' }, { id: 'c' }],
      });
    });
    expect(errorsOf(design).map((error) => [error.key, error.path, error.params])).toEqual([
      ['badProperty', 'fields[1].__slot__.options[0].children[1]', { property: 'fullName' }],
      ['duplicateOption', 'fields[1].__slot__.options[1]', { id: 'b' }],
    ]);
  });

  it('refuses option attributes and filter keys named like what every object has', () => {
    // As JSON.parse builds them: `__proto__` an own key, not the prototype.
    const design = JSON.parse(
      JSON.stringify(sampleDesign()).replace(
        '{"id":"a","fullName":"甲"}',
        '{"id":"a","fullName":"甲","__proto__":"x","constructor":"y"}',
      ),
    ) as ReturnType<typeof sampleDesign>;
    expect(errorsOf(design).map((error) => [error.key, error.path, error.params])).toEqual([
      ['badProperty', 'fields[1].__slot__.options[0]', { property: '__proto__' }],
      ['badProperty', 'fields[1].__slot__.options[0]', { property: 'constructor' }],
    ]);
    const filtered = changed(
      (fields) =>
        (configOf(fields[1]).linkage = { optionFilter: { optionKey: '__proto__', field: 'name' } }),
    );
    expect(errorsOf(filtered).map((error) => [error.key, error.path, error.params])).toEqual([
      ['badProperty', 'fields[1].__config__.linkage.optionFilter', { property: 'optionKey' }],
    ]);
  });

  it('wants a dictionary or a data interface where the options come from one', () => {
    const dictionary = changed((fields) => (configOf(fields[1]).dataType = 'dictionary'));
    expect(keysOf(dictionary)).toEqual(['missingDictionary']);
    configOf(dictionary.fields[1]).dictionaryType = 'd1';
    expect(keysOf(dictionary)).toEqual([]);
    const dynamic = changed((fields) => (configOf(fields[1]).dataType = 'dynamic'));
    expect(keysOf(dynamic)).toEqual(['missingInterface']);
  });

  it('wants a default value the field would accept', () => {
    const withDefault = (index: number, defaultValue: unknown) =>
      keysOf(changed((fields) => (configOf(fields[index]).defaultValue = defaultValue)));
    expect(withDefault(1, 'b')).toEqual([]);
    expect(withDefault(1, 'z')).toEqual(['badDefault']);
    expect(withDefault(0, '甲'.repeat(21))).toEqual(['badDefault']);
    expect(withDefault(0, '')).toEqual([]);
    expect(errorsOf(changed((fields) => (configOf(fields[1]).defaultValue = 'z')))[0]?.path).toBe(
      'fields[1].__config__.defaultValue',
    );
  });

  it('knows its rule names and refuses patterns the linear engine cannot run', () => {
    const withRules = (regList: unknown[]) =>
      keysOf(changed((fields) => (configOf(fields[0]).regList = regList)));
    expect(withRules([{ rule: 'mobile' }, { pattern: '^[a-z]+\\d{2,4}$', message: 'x' }])).toEqual(
      [],
    );
    expect(withRules([{ rule: 'nope' }])).toEqual(['unknownRule']);
    expect(withRules([{}])).toEqual(['ruleOrPattern']);
    expect(withRules([{ rule: 'mobile', pattern: 'a' }])).toEqual(['ruleOrPattern']);
    expect(withRules([{ pattern: '(' }])).toEqual(['badPattern']);
    // RE2 runs every pattern in linear time; what it cannot run (back-references, look-arounds)
    // is refused.
    for (const pattern of ['(a)\\1', '(?<=a)b', '(?=a)a', '(?<x>a)\\k<x>']) {
      expect([pattern, withRules([{ pattern }])]).toEqual([pattern, ['badPattern']]);
    }
    for (const pattern of [
      '^\\d{6}$',
      '^[A-Z]{2}-\\d+$',
      '^(?:ab)+$',
      '^(a|b)c?$',
      '[(a+)+]',
      '(a+)+$',
      '(\\w+\\s?)*$',
    ]) {
      expect([pattern, withRules([{ pattern }])]).toEqual([pattern, []]);
    }
  });

  it('wants linkage to name fields of the form with operators that fit', () => {
    const withVisible = (items: unknown[]) =>
      errorsOf(
        changed((fields) => {
          configOf(fields[0]).linkage = { visible: { logic: 'or', items } };
        }),
      ).map((error) => [error.key, error.params]);
    expect(withVisible([{ field: 'kind', op: 'in', value: ['a', 'b'] }])).toEqual([]);
    expect(withVisible([{ field: 'ghost', op: 'eq', value: 1 }])).toEqual([
      ['unknownReference', { field: 'ghost' }],
    ]);
    expect(withVisible([{ field: 'qty', op: 'eq', value: 1 }])).toEqual([
      ['unknownReference', { field: 'qty' }],
    ]);
    expect(withVisible([{ field: 'name', op: 'notEmpty' }])).toEqual([
      ['selfReference', { rule: 'visible' }],
    ]);
    expect(withVisible([{ field: 'kind', op: 'in', value: 'a' }])).toEqual([
      ['badComparison', { field: 'kind', op: 'in' }],
    ]);
    expect(withVisible([{ field: 'price', op: 'gt', value: [1] }])).toEqual([
      ['badComparison', { field: 'price', op: 'gt' }],
    ]);
    expect(withVisible([{ field: 'kind', op: 'empty', value: 'a' }])).toEqual([
      ['badComparison', { field: 'kind', op: 'empty' }],
    ]);
  });

  it('checks formulas: their shape, numeric operands and no cycles', () => {
    const withTotal = (expression: unknown[]) =>
      keysOf(
        changed((fields) => ((fields[4] as { expression: unknown[] }).expression = expression)),
      );
    const field = (name: string) => ({ type: 'field', field: name });
    const op = (value: string) => ({ type: 'operator', value });
    expect(withTotal([field('price'), op('+')])).toEqual(['formulaOrder']);
    expect(withTotal([op('('), field('price'), op('+'), field('price')])).toEqual([
      'formulaParentheses',
    ]);
    expect(withTotal([field('name')])).toEqual(['notNumeric']);
    expect(withTotal([field('lines.qty'), op('-'), field('lines.ghost')])).toEqual([
      'unknownReference',
    ]);
    expect(withTotal([field('total')])).toEqual(['cycle']);
    const twoWay = changed((fields) => {
      fields.push({
        __config__: { wyzxKey: 'calculate', label: 'b', formId: 70 },
        __vModel__: 'other',
        expression: [field('total')],
      } as unknown as Record<string, unknown>);
      (fields[4] as { expression: unknown[] }).expression = [field('other')];
    });
    expect(keysOf(twoWay)).toEqual(['cycle', 'cycle']);
  });

  it('refuses an assignment that depends on itself through another field', () => {
    const assign = (target: number, on: string) => (fields: Record<string, unknown>[]) => {
      configOf(fields[target]).linkage = {
        assign: [{ when: { logic: 'and', items: [{ field: on, op: 'notEmpty' }] }, value: 'a' }],
      };
    };
    const design = changed((fields) => {
      assign(0, 'kind')(fields);
      assign(1, 'name')(fields);
    });
    expect(keysOf(design)).toEqual(['cycle', 'cycle']);
  });

  it('points attribute, code and total fields at the right fields', () => {
    const add = (field: unknown) =>
      keysOf(changed((fields) => fields.push(field as Record<string, unknown>)));
    expect(
      add({
        __config__: { wyzxKey: 'popupAttr', label: 'p', formId: 80 },
        relationField: 'name',
        showField: 'x',
      }),
    ).toEqual(['wrongRelation']);
    expect(
      add({
        __config__: { wyzxKey: 'qrcode', label: 'q', formId: 81 },
        dataType: 'relation',
        relationField: 'nope',
      }),
    ).toEqual(['unknownReference']);
    expect(
      add({
        __config__: { wyzxKey: 'qrcode', label: 'q', formId: 81 },
        dataType: 'relation',
        relationField: 'name',
      }),
    ).toEqual([]);
    expect(
      keysOf(
        changed(
          (fields) => (
            configOf(fields[3]) as unknown as FormField,
            ((fields[3] as Record<string, unknown>).summaryField = ['money', 'ghost'])
          ),
        ),
      ),
    ).toEqual(['notSummable']);
  });

  it('caps the size of a design', () => {
    const huge = {
      formConf: {},
      fields: [
        {
          __config__: { wyzxKey: 'text', label: 'x', formId: 1 },
          content: 'x'.repeat(MAX_DESIGN_CHARS),
        },
      ],
    };
    expect(keysOf(huge)).toEqual(['tooLarge']);
    const many = {
      formConf: {},
      fields: Array.from({ length: 3 }, (_, row) => ({
        __config__: {
          wyzxKey: 'row',
          label: 'r',
          formId: `r${row}`,
          children: Array.from({ length: 400 }, (_, i) => ({
            __config__: { wyzxKey: 'divider', label: 'd', formId: `${row}-${i}` },
          })),
        },
      })),
    };
    expect(keysOf(many)).toEqual(['tooManyFields']);
    let nested: unknown = { __config__: { wyzxKey: 'divider', label: 'd', formId: 'leaf' } };
    for (let depth = 0; depth < 12; depth += 1) {
      nested = {
        __config__: { wyzxKey: 'card', label: 'c', formId: `c${depth}`, children: [nested] },
      };
    }
    expect(keysOf({ formConf: {}, fields: [nested] })).toEqual(['tooDeep']);
  });
});
