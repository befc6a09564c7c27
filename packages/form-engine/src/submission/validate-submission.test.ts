import { describe, expect, it } from '@jest/globals';
import type { FormDesign, FormField } from '@mepm/contract';
import { checkFormDesign } from '../design/check-design';
import { copyOf, sampleDesign } from '../test-support/sample-design';
import type { SubmissionContext } from './submission-types';
import { validateSubmission } from './validate-submission';

const zh: SubmissionContext = { language: 'zh', mode: 'create' };
const good = () => ({
  name: '甲方',
  kind: 'a',
  price: 1.5,
  lines: [
    { qty: 2, money: 3.33 },
    { qty: 1, money: 0.1 },
  ],
});

const messagesOf = (design: FormDesign, values: unknown, context = zh) => {
  const result = validateSubmission(design, values, context);
  return result.ok ? [] : result.errors.map((error) => [error.field, error.message]);
};

describe('validateSubmission over the sample design', () => {
  it('accepts good values, recomputes calculations and drops what the caller may not set', () => {
    const result = validateSubmission(
      sampleDesign(),
      {
        ...good(),
        total: 1,
        billNo: 'X-1',
        extra: 'x',
        lines: [{ qty: 2, money: 3.33, subtotal: 99, junk: 1 }],
      },
      zh,
    );
    expect(result).toEqual({
      ok: true,
      values: {
        name: '甲方',
        kind: 'a',
        price: 1.5,
        lines: [{ qty: 2, money: 3.33, subtotal: 6.66 }],
        total: 16.32,
      },
    });
  });

  it('names each wrong field by its label in the caller language', () => {
    const values = { ...good(), name: '', price: 'cheap' };
    expect(messagesOf(sampleDesign(), values)).toEqual([
      ['name', '请输入名称'],
      ['price', '单价类型不正确'],
    ]);
    expect(messagesOf(sampleDesign(), values, { language: 'en', mode: 'create' })).toEqual([
      ['name', 'Please enter 名称'],
      ['price', '单价 has the wrong type'],
    ]);
    // The label is the design's own text, in the language it was designed in.
    expect(
      messagesOf(sampleDesign(), { ...good(), kind: 'z' }, { language: 'zhtw', mode: 'create' }),
    ).toEqual([['kind', '类型的取值無效']]);
  });

  it('applies named rules and limits with their own messages', () => {
    expect(messagesOf(sampleDesign(), { ...good(), name: 'a-b' })).toEqual([
      ['name', '名称：只能输入中文、字母、数字，不能包含特殊符号'],
    ]);
    expect(messagesOf(sampleDesign(), { ...good(), name: '甲'.repeat(21) })).toEqual([
      ['name', '名称长度不能超过20个字符'],
    ]);
    expect(messagesOf(sampleDesign(), { ...good(), price: 1000.5 })).toEqual([
      ['price', '单价不能大于1000'],
    ]);
    expect(messagesOf(sampleDesign(), { ...good(), price: 1.555 })).toEqual([
      ['price', '单价最多保留2位小数'],
    ]);
  });

  it('says 不能为空 for a required sub-table cell, naming the row', () => {
    const values = { ...good(), lines: [{ qty: 1 }, { qty: '', money: 2 }, 'row'] };
    expect(messagesOf(sampleDesign(), values)).toEqual([
      ['lines[1].qty', '明细第2行数量不能为空'],
      ['lines[2]', '明细类型不正确'],
    ]);
    expect(messagesOf(sampleDesign(), values, { language: 'en', mode: 'create' })[0]).toEqual([
      'lines[1].qty',
      '明细 row 2 数量 must not be empty',
    ]);
  });

  it('ignores and removes fields hidden by linkage', () => {
    const result = validateSubmission(
      sampleDesign(),
      { ...good(), kind: 'b', price: 'not a number' },
      zh,
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.values).not.toHaveProperty('price');
  });

  it('drops values of fields the caller may not write, without an error', () => {
    const writableFields = new Set(['kind', 'lines']);
    const result = validateSubmission(
      sampleDesign(),
      { ...good(), name: 'a-b' },
      { ...zh, writableFields },
    );
    expect(result.ok).toBe(true);
    expect(result.ok && Object.keys(result.values).sort()).toEqual(['kind', 'lines', 'total']);
  });

  it('on update leaves out what was not sent, and calculations whose operands were not sent', () => {
    const update: SubmissionContext = { language: 'zh', mode: 'update' };
    expect(validateSubmission(sampleDesign(), { kind: 'b' }, update)).toEqual({
      ok: true,
      values: { kind: 'b' },
    });
    expect(validateSubmission(sampleDesign(), { kind: 'b', name: null }, update)).toMatchObject({
      ok: false,
    });
    const sent = validateSubmission(
      sampleDesign(),
      { kind: 'b', price: 5, lines: [{ qty: 1, money: 2 }] },
      update,
    );
    // price is hidden (kind b) and counts 0.
    expect(sent.ok && sent.values.total).toBe(4);
  });

  it('checks dictionary options when the caller resolves them', () => {
    const design = copyOf(sampleDesign());
    const select = design.fields[1] as FormField & { __config__: Record<string, unknown> };
    Object.assign(select.__config__, { dataType: 'dictionary', dictionaryType: 'kinds' });
    const optionsOf = () => [{ id: 'x', fullName: 'X' }];
    expect(messagesOf(design, { ...good(), kind: 'x' }, { ...zh, optionsOf })).toEqual([]);
    expect(messagesOf(design, { ...good(), kind: 'a' }, { ...zh, optionsOf })).toEqual([
      ['kind', '类型的取值无效'],
    ]);
    // Without resolved options the membership of a dictionary value cannot be known here.
    expect(messagesOf(design, { ...good(), kind: 'a' })).toEqual([]);
  });

  it('refuses what is not an object', () => {
    expect(messagesOf(sampleDesign(), [1])).toEqual([['', '提交的数据格式不正确']]);
  });
});

/** One field of each kind, to check values by type. */
const kinds: FormDesign = {
  formConf: {},
  fields: [
    { __config__: { wyzxKey: 'switch', label: '开关', formId: 1 }, __vModel__: 'sw' },
    {
      __config__: { wyzxKey: 'checkbox', label: '多选', formId: 2, dataType: 'static' },
      __vModel__: 'cb',
      min: 1,
      max: 2,
      __slot__: {
        options: [
          { id: 1, fullName: '一' },
          { id: 2, fullName: '二' },
          { id: 3, fullName: '三' },
        ],
      },
    },
    {
      __config__: { wyzxKey: 'cascader', label: '级联', formId: 3, dataType: 'static' },
      __vModel__: 'cas',
      __slot__: {
        options: [{ id: 'gd', fullName: '广东', children: [{ id: 'gz', fullName: '广州' }] }],
      },
    },
    {
      __config__: { wyzxKey: 'date', label: '日期', formId: 4 },
      __vModel__: 'day',
      type: 'date',
      startTime: Date.UTC(2020, 0, 1),
    },
    {
      __config__: { wyzxKey: 'time', label: '时间', formId: 5 },
      __vModel__: 'at',
      format: 'HH:mm',
      endTime: '18:00',
    },
    {
      __config__: { wyzxKey: 'dateRange', label: '期间', formId: 6 },
      __vModel__: 'span',
      type: 'daterange',
    },
    { __config__: { wyzxKey: 'timeRange', label: '时段', formId: 7 }, __vModel__: 'hours' },
    {
      __config__: { wyzxKey: 'uploadImage', label: '照片', formId: 8 },
      __vModel__: 'photos',
      limit: 1,
    },
    {
      __config__: { wyzxKey: 'userSelect', label: '用户', formId: 9 },
      __vModel__: 'users',
      multiple: true,
      selectType: 'custom',
      ableIds: ['u1', 'u2'],
    },
    { __config__: { wyzxKey: 'address', label: '地址', formId: 10 }, __vModel__: 'addr', level: 1 },
    {
      __config__: { wyzxKey: 'rate', label: '评分', formId: 11 },
      __vModel__: 'stars',
      allowHalf: true,
    },
    { __config__: { wyzxKey: 'colorPicker', label: '颜色', formId: 12 }, __vModel__: 'colour' },
    {
      __config__: {
        wyzxKey: 'input',
        label: '编号',
        formId: 13,
        regList: [{ pattern: '^[A-Z]{2}\\d+$' }],
      },
      __vModel__: 'code',
    },
  ] as FormField[],
};

describe('values by field type', () => {
  it('is a design the check accepts', () => {
    expect(checkFormDesign(kinds)).toMatchObject({ ok: true });
  });

  const valid = {
    sw: 1,
    cb: [1, '2'],
    cas: ['gd', 'gz'],
    day: Date.UTC(2024, 5, 1),
    at: '09:30',
    span: [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 2)],
    hours: ['08:00:00', '12:00:00'],
    photos: [{ name: 'a.png', fileId: 'f1', fileName: '现场.png', url: '/api/file/f1', evil: 1 }],
    users: ['u1'],
    addr: ['44', '4401'],
    stars: 3.5,
    colour: '#409EFF',
    code: 'AB12',
  };

  it('accepts one good value of each', () => {
    const result = validateSubmission(kinds, valid, zh);
    expect(result.ok).toBe(true);
    expect(result.ok && result.values.photos).toEqual([
      { name: 'a.png', fileId: 'f1', fileName: '现场.png', url: '/api/file/f1' },
    ]);
  });

  it.each([
    ['sw', true, '开关的取值无效'],
    ['cb', [1, 2, 3], '多选最多选择2项'],
    ['cb', [1, 1], '多选的取值无效'],
    ['cb', [4], '多选的取值无效'],
    ['cas', ['gz'], '级联的取值无效'],
    ['cas', 'gd', '级联类型不正确'],
    ['day', Date.UTC(2019, 0, 1), '日期不能早于2020-01-01'],
    ['day', '2024-01-01', '日期类型不正确'],
    ['at', '09:30:00', '时间格式不正确'],
    ['at', '19:00', '时间不能晚于18:00'],
    ['span', [Date.UTC(2024, 0, 2), Date.UTC(2024, 0, 1)], '期间的开始不能晚于结束'],
    ['span', [1], '期间类型不正确'],
    ['hours', ['25:00:00', '26:00:00'], '时段格式不正确'],
    [
      'photos',
      [
        { name: 'a', fileId: 'f1' },
        { name: 'b', fileId: 'f2' },
      ],
      '照片当前限制最多可以上传1张图片',
    ],
    ['photos', [{ name: 'a', fileId: '../x' }], '照片格式不正确'],
    ['users', ['u3'], '用户的取值无效'],
    ['users', 'u1', '用户类型不正确'],
    ['addr', ['44', '4401', '440101'], '地址类型不正确'],
    ['stars', 3.3, '评分须为整数或0.5的倍数'],
    ['stars', 6, '评分不能大于5'],
    ['colour', 'url(x)', '颜色格式不正确'],
    ['code', 'ab12', '编号格式不正确'],
    ['code', 'AB\u00001', '编号不能包含空字符（U+0000）'],
  ])('refuses %s = %j', (name, value, message) => {
    expect(messagesOf(kinds, { ...valid, [name]: value })).toEqual([[name, message]]);
  });

  it.each(['#ff800080', 'rgba(0, 16, 255, 0.33)', 'rgb(0, 16, 255)'])(
    'accepts the colour %s as the picker writes it',
    (colour) => {
      expect(messagesOf(kinds, { ...valid, colour })).toEqual([]);
    },
  );

  it('drops a link that leaves our origin', () => {
    const result = validateSubmission(
      kinds,
      { ...valid, photos: [{ name: 'a', fileId: 'f', url: '//evil.example/x' }] },
      zh,
    );
    expect(result.ok && result.values.photos).toEqual([{ name: 'a', fileId: 'f' }]);
  });
});
