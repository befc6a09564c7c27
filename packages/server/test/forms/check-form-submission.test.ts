import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FormDesign, FormField, FormValues } from '@mepm/contract';
import { checkFormDesign, type SubmissionResult } from '@mepm/form-engine';
import type pg from 'pg';
import { createDb } from '../../src/db/client';
import { files } from '../../src/db/schema';
import { callerFor, type Caller } from '../../src/kernel/caller';
import {
  checkFormSubmission,
  type FormSubmission,
} from '../../src/kernel/forms/check-form-submission';
import { defineModule, type ModuleDeps } from '../../src/kernel/module';
import { MODULES } from '../../src/modules';
import { dataInterfaceLogs } from '../../src/modules/systemData/dataInterface/schema';
import { dictionaryData, dictionaryTypes } from '../../src/modules/systemData/dictionary/schema';
import { API_ONLY, createUser, startApp, type Harness } from '../support/app-harness';
import { openAndClosedInterfaces } from '../support/static-interfaces';

/** The application's own deps, as every module receives them. */
let deps: ModuleDeps | undefined;
const depsProbe = defineModule({
  name: 'formCheckProbe',
  routes: async (_app, moduleDeps) => {
    deps = moduleDeps;
  },
});

const field = (node: object) => node as FormField;

/** Built once the fixtures exist: the interfaces' ids go into the design. */
function designOf(openInterface: string, closedInterface: string): FormDesign {
  const colour = (model: string, label: string, formId: number, extra: object = {}) =>
    field({
      __config__: {
        wyzxKey: 'select',
        label,
        formId,
        dataType: 'dictionary',
        dictionaryType: 'colour',
      },
      __vModel__: model,
      ...extra,
    });
  return {
    formConf: {},
    fields: [
      colour('colour', '颜色', 1),
      colour('trim', '饰边', 2),
      colour('extras', '配色', 3, { multiple: true }),
      {
        __config__: {
          wyzxKey: 'table',
          label: '明细',
          formId: 4,
          children: [
            colour('shade', '色', 5),
            field({
              __config__: { wyzxKey: 'uploadFile', label: '附件', formId: 6 },
              __vModel__: 'scan',
            }),
          ],
        },
        __vModel__: 'lines',
      },
      field({
        __config__: {
          wyzxKey: 'select',
          label: '客户',
          formId: 7,
          dataType: 'dynamic',
          propsUrl: openInterface,
        },
        __vModel__: 'client',
      }),
      field({
        __config__: {
          wyzxKey: 'select',
          label: '供应商',
          formId: 8,
          dataType: 'dynamic',
          propsUrl: closedInterface,
        },
        __vModel__: 'supplier',
      }),
      field({
        __config__: { wyzxKey: 'uploadFile', label: '文件', formId: 9 },
        __vModel__: 'docs',
      }),
      field({
        __config__: { wyzxKey: 'userSelect', label: '审核人', formId: 10 },
        __vModel__: 'reviewers',
        multiple: true,
        selectType: 'custom',
        ableIds: ['u1', 'u2'],
      }),
      field({ __config__: { wyzxKey: 'input', label: '状态', formId: 11 }, __vModel__: 'state' }),
      field({
        __config__: {
          wyzxKey: 'number',
          label: '价格',
          formId: 12,
          linkage: {
            readonly: { logic: 'and', items: [{ field: 'state', op: 'eq', value: 'done' }] },
          },
        },
        __vModel__: 'price',
      }),
      field({
        __config__: { wyzxKey: 'input', label: '编码', formId: 13, defaultValue: 'C-1' },
        __vModel__: 'code',
        readonly: true,
      }),
    ],
  };
}

/** A pool that remembers the text of every statement sent through it. */
function countingPool(pool: pg.Pool, statements: string[]): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'query' || typeof value !== 'function') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (...args: unknown[]) => {
        const [first] = args;
        statements.push(
          typeof first === 'string' ? first : String((first as { text?: string }).text),
        );
        return Reflect.apply(value, target, args);
      };
    },
  });
}

describe('checkFormSubmission', () => {
  let h: Harness;
  let design: FormDesign;
  let me: Caller;
  let someoneElse: string;
  const mine = { fileId: '', name: 'mine.pdf' };
  const theirs = { fileId: '', name: 'theirs.pdf' };

  before(async () => {
    h = await startApp(API_ONLY, { modules: [...MODULES, depsProbe] });
    const myId = await createUser(h.db, { account: 'form-me', password: 'Secret1234' });
    someoneElse = await createUser(h.db, { account: 'form-other', password: 'Secret1234' });
    me = callerFor(h.db, { id: myId, isAdministrator: false }, 'zh');
    const [type] = await h.db
      .insert(dictionaryTypes)
      .values({ enCode: 'colour', fullName: '颜色' })
      .returning({ id: dictionaryTypes.id });
    assert.ok(type);
    await h.db.insert(dictionaryData).values([
      { typeId: type.id, enCode: 'red', fullName: '红' },
      { typeId: type.id, enCode: 'blue', fullName: '蓝' },
      { typeId: type.id, enCode: 'grey', fullName: '灰', enabled: false },
    ]);
    const { open, closed } = await openAndClosedInterfaces(h.db, {
      open: 'clients',
      closed: 'suppliers',
    });
    design = designOf(open, closed);
    const stored = (name: string, ownerId: string) => ({
      type: 'annex',
      name,
      originalName: name,
      mime: 'application/pdf',
      size: 3,
      content: Buffer.from('pdf'),
      ownerId,
    });
    const [a, b] = await h.db
      .insert(files)
      .values([stored(mine.name, myId), stored(theirs.name, someoneElse)])
      .returning({ id: files.id });
    assert.ok(a && b);
    mine.fileId = a.id;
    theirs.fileId = b.id;
  });
  after(() => h.close());

  const check = (
    values: unknown,
    more: Partial<FormSubmission> = {},
  ): Promise<SubmissionResult> => {
    assert.ok(deps, 'the probe module received the deps');
    return checkFormSubmission({
      db: h.db,
      caller: me,
      language: 'zh',
      design,
      values,
      mode: 'create',
      interfaceOptions: deps.interfaceOptions,
      ...more,
    });
  };
  const messages = (result: SubmissionResult) =>
    result.ok ? [] : result.errors.map((error) => [error.field, error.message]);

  it('checks a design the design check accepts', () => {
    assert.deepEqual(checkFormDesign(design).ok, true);
  });

  it('accepts enabled dictionary items and refuses a disabled or unknown one', async () => {
    const accepted = await check({
      colour: 'red',
      extras: ['red', 'blue'],
      lines: [{ shade: 'blue' }],
    });
    assert.equal(accepted.ok, true);
    assert.deepEqual(
      messages(
        await check({ colour: 'grey', trim: 'pink', lines: [{ shade: 'red' }, { shade: 'grey' }] }),
      ),
      [
        ['colour', '颜色的取值无效'],
        ['trim', '饰边的取值无效'],
        ['lines[1].shade', '明细第2行色的取值无效'],
      ],
    );
  });

  it('reads every dictionary type of a submission in one query', async () => {
    const statements: string[] = [];
    const counted = createDb(countingPool(h.pool, statements));
    const values = {
      colour: 'red',
      trim: 'blue',
      extras: ['red'],
      lines: [{ shade: 'red' }, { shade: 'blue' }, { shade: 'red' }],
    };
    assert.equal((await check(values, { db: counted })).ok, true);
    assert.equal(statements.filter((text) => text.includes('dictionary_data')).length, 1);
  });

  it('checks data-interface options as the caller, and refuses values of one it may not run', async () => {
    assert.equal((await check({ client: 'c2' })).ok, true);
    assert.deepEqual(messages(await check({ client: 'c9' })), [['client', '客户的取值无效']]);
    assert.deepEqual(messages(await check({ supplier: 'c1' })), [
      ['supplier', '供应商的选项无法读取，暂时不能提交'],
    ]);
    // Left empty, the closed interface is not asked and nothing is refused.
    assert.equal((await check({ supplier: '' })).ok, true);
    const calls = await h.db
      .select({ userId: dataInterfaceLogs.userId, via: dataInterfaceLogs.via })
      .from(dataInterfaceLogs);
    assert.ok(
      calls.length > 0 && calls.every((call) => call.userId === me.id && call.via === 'options'),
    );
  });

  it('accepts the caller’s own uploads and refuses another user’s or a made-up one', async () => {
    assert.equal((await check({ docs: [mine], lines: [{ scan: [mine] }] })).ok, true);
    assert.deepEqual(
      messages(
        await check({
          docs: [mine, theirs],
          lines: [{ scan: [mine] }, { scan: [{ fileId: 'no-such-file', name: 'x.pdf' }] }],
        }),
      ),
      [
        ['lines[1].scan', '明细第2行附件中有文件不存在或不是您上传的'],
        ['docs', '文件中有文件不存在或不是您上传的'],
      ],
    );
    // The caller's own file id under another file's stored name reads that other file.
    assert.equal((await check({ docs: [{ fileId: mine.fileId, name: theirs.name }] })).ok, false);
  });

  it('keeps another user’s file the record already held, on update only', async () => {
    const stored: FormValues = { docs: [theirs], lines: [{ scan: [theirs] }] };
    const update = { mode: 'update' as const, stored };
    assert.equal(
      (await check({ docs: [theirs, mine], lines: [{ scan: [theirs] }] }, update)).ok,
      true,
    );
    assert.equal((await check({ docs: [theirs] }, { stored })).ok, false);
  });

  it('refuses an organisation pick outside the custom list', async () => {
    assert.equal((await check({ reviewers: ['u1', 'u2'] })).ok, true);
    assert.deepEqual(messages(await check({ reviewers: ['u1', 'u3'] })), [
      ['reviewers', '审核人的取值无效'],
    ]);
  });

  it('drops writes to read-only fields: the default on create, the stored value on update', async () => {
    const created = await check({ code: 'FORGED', state: 'done', price: 5 });
    assert.ok(created.ok);
    assert.equal(created.values.code, 'C-1');
    assert.equal(created.values.price, null);
    const updated = await check(
      { code: 'FORGED', price: 5 },
      { mode: 'update', stored: { code: 'C-7', state: 'done', price: 9 } },
    );
    assert.deepEqual(updated, { ok: true, values: {} });
  });

  it('stays bounded against hostile values', async () => {
    const many = Array.from({ length: 50 }, (_, index) => `id${index}`);
    assert.deepEqual(messages(await check({ reviewers: many })), [
      ['reviewers', '审核人的取值无效'],
    ]);
    const forged = JSON.parse('{"__proto__": {"polluted": 1}, "colour": "red"}') as unknown;
    const result = await check(forged);
    assert.ok(result.ok);
    assert.equal(Object.hasOwn(result.values, '__proto__'), false);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    const hugeTable = Array.from({ length: 5000 }, () => ({ shade: 'red' }));
    assert.deepEqual(messages(await check({ lines: hugeTable })), [['lines', '明细最多1000行']]);
    const hugeUploads = Array.from({ length: 1000 }, (_, index) => ({
      fileId: `f${index}`,
      name: 'x',
    }));
    assert.equal((await check({ docs: hugeUploads })).ok, false);
    assert.deepEqual(messages(await check('not an object')), [['', '提交的数据格式不正确']]);
  });

  it('names fields in the language asked for', async () => {
    assert.deepEqual(messages(await check({ colour: 'grey' }, { language: 'en' })), [
      ['colour', '颜色 is not one of the allowed values'],
    ]);
    assert.deepEqual(messages(await check({ docs: [theirs] }, { language: 'zhtw' })), [
      ['docs', '文件中有檔案不存在或不是您上傳的'],
    ]);
  });
});
