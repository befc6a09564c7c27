import type { FormField } from '@mepm/contract';
import { copyOf, sampleDesign } from '../test-support/sample-design';
import { alwaysRequiredFields } from './always-required';
import { startValues } from './start-values';

const configOf = (field: FormField | undefined) => field?.__config__ as Record<string, unknown>;

/** The sample design with 类型 defaulting to 'b' and 名称 required as before. */
function withKindDefault() {
  const design = copyOf(sampleDesign());
  configOf(design.fields[1]).defaultValue = 'b';
  return design;
}

describe('a new record’s start values', () => {
  it('are every field’s default or null, sub-tables empty, layouts’ fields included', () => {
    expect(startValues(withKindDefault())).toEqual({
      name: null,
      kind: 'b',
      price: null,
      lines: [],
      total: null,
      billNo: null,
    });
  });

  it('take the given values over the defaults, and copy a default rather than share it', () => {
    const design = withKindDefault();
    configOf(design.fields[1]).defaultValue = ['x'];
    const first = startValues(design, { kind: 'a', name: '甲' });
    expect(first).toMatchObject({ kind: 'a', name: '甲', price: null });
    const second = startValues(design);
    (second.kind as string[]).push('y');
    expect(startValues(design).kind).toEqual(['x']);
  });
});

describe('fields a new record always requires', () => {
  it('leave out a required field whose default fills it, also when a rule requires it', () => {
    const design = withKindDefault();
    configOf(design.fields[1]).required = true;
    expect(alwaysRequiredFields(design, new Set(['kind'])).map((field) => field.model)).toEqual([
      'name',
    ]);
    configOf(design.fields[1]).defaultValue = '';
    expect(alwaysRequiredFields(design).map((field) => field.model)).toEqual(['name', 'kind']);
  });

  it('keep a required sub-table whatever its default: a new record’s sub-tables start empty', () => {
    const design = copyOf(sampleDesign());
    Object.assign(configOf(design.fields[3]), { required: true, defaultValue: [{ qty: 1 }] });
    expect(startValues(design).lines).toEqual([]);
    expect(alwaysRequiredFields(design).map((field) => field.model)).toEqual(['name', 'lines']);
  });
});
