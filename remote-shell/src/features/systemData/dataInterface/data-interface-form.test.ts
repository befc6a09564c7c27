import type { DataInterfaceRecord } from '@mepm/contract';
import {
  EMPTY_DATA_INTERFACE,
  cellText,
  mappingPairs,
  resultColumns,
  sqlParameterNames,
  toDataInterfaceBody,
  toDataInterfaceValues,
  validateDataInterface,
} from './data-interface-form';
import { asInterfaceFile } from './TransferButtons';

const record: DataInterfaceRecord = {
  id: 'i1',
  enCode: 'users.byAccount',
  fullName: '按账号查用户',
  description: '',
  sortCode: 0,
  enabled: true,
  createdTime: 0,
  category: '权限',
  kind: 'sql',
  dataSourceId: '0',
  sqlText: 'select account from users where account = :account',
  staticData: '',
  httpMethod: 'GET',
  httpUrl: '',
  httpHeaders: [],
  httpQuery: [],
  httpBody: '',
  resultPath: '',
  parameters: [{ name: 'account', type: 'text', required: true, defaultValue: '' }],
  fieldMapping: [{ source: 'account', target: 'id' }],
  paged: false,
  optionMapping: { idField: 'id', nameField: 'id' },
};

describe('data interface form', () => {
  it('reads a record and writes the same body back', () => {
    const body = toDataInterfaceBody(toDataInterfaceValues(record));
    expect(body).toMatchObject({
      enCode: 'users.byAccount',
      kind: 'sql',
      sqlText: record.sqlText,
      parameters: record.parameters,
      fieldMapping: [{ source: 'account', target: 'id' }],
      optionMapping: { idField: 'id', nameField: 'id' },
      httpUrl: '',
      staticData: '',
    });
    expect(body.optionMapping).not.toHaveProperty('parentField');
  });

  it('sends only the chosen kind’s fields', () => {
    const values = {
      ...toDataInterfaceValues(record),
      kind: 'http' as const,
      httpUrl: ' https://api.example.com/items ',
      httpHeaders: [
        { name: 'x-key', value: '1' },
        { name: ' ', value: 'dropped' },
      ],
    };
    const body = toDataInterfaceBody(values);
    expect(body.sqlText).toBe('');
    expect(body.httpUrl).toBe('https://api.example.com/items');
    expect(body.httpHeaders).toEqual([{ name: 'x-key', value: '1' }]);
    // A GET carries no body.
    expect(body.httpBody).toBe('');
  });

  it('finds the :name parameters outside literals, comments and casts', () => {
    expect(
      sqlParameterNames(
        'select \':skip\', x::text, "a:b" from t where a = :first and b = :second -- :gone\n /* :gone */ and c = :first',
      ),
    ).toEqual(['first', 'second']);
  });

  it('refuses what the server would: undeclared parameters, bad names, bad JSON and addresses', () => {
    const named = { ...EMPTY_DATA_INTERFACE, enCode: 'a.b', fullName: '名称' };
    expect(validateDataInterface({ ...named, sqlText: 'select :x' }).sqlText).toEqual({
      key: 'systemData.dataInterface.undeclared',
      values: { name: 'x' },
    });
    expect(validateDataInterface({ ...named, sqlText: '' }).sqlText).toBeDefined();
    expect(
      validateDataInterface({
        ...named,
        sqlText: 'select 1',
        parameters: [{ name: 'pageSize', type: 'integer', required: false, defaultValue: '' }],
      }).parameters,
    ).toEqual({ key: 'systemData.dataInterface.badParamName', values: { name: 'pageSize' } });
    expect(
      validateDataInterface({ ...named, kind: 'static', staticData: '{' }).staticData,
    ).toBeDefined();
    expect(validateDataInterface({ ...named, kind: 'static', staticData: '[{"a":1}]' })).toEqual(
      {},
    );
    expect(
      validateDataInterface({ ...named, kind: 'http', httpUrl: 'ftp://x' }).httpUrl,
    ).toBeDefined();
  });

  it('reads mapping lines, keeping the name when no target is given', () => {
    expect(mappingPairs('code: id\n\nlabel\n name : fullName ')).toEqual([
      { source: 'code', target: 'id' },
      { source: 'label', target: 'label' },
      { source: 'name', target: 'fullName' },
    ]);
  });

  it('shows result cells as text and finds columns of static answers', () => {
    expect([cellText(null), cellText(3), cellText(true), cellText({ a: 1 })]).toEqual([
      '',
      '3',
      'true',
      '{"a":1}',
    ]);
    expect(
      resultColumns({
        list: [{ a: 1 }, { b: 2 }],
        columns: [],
        truncated: false,
        durationMs: 1,
        cancelsAtTimeout: true,
      }),
    ).toEqual(['a', 'b']);
  });

  it('takes only files that look like an interface export', () => {
    expect(asInterfaceFile('{"enCode":"a","kind":"sql"}')).toEqual({ enCode: 'a', kind: 'sql' });
    expect(asInterfaceFile('{"items":[]}')).toBeUndefined();
    expect(asInterfaceFile('not json')).toBeUndefined();
  });
});
