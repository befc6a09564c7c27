import { emptyMenu, fromNode, needsModel, toMenuBody, validateMenu } from './menu-form';

describe('menu form', () => {
  it('applies the code rule to enCode and requires the name', () => {
    const values = { ...emptyMenu('-1'), fullName: '', enCode: '.bad' };
    expect(validateMenu(values)).toEqual({
      fullName: { key: 'system.menu.form.required', field: 'system.menu.fields.zhName' },
      enCode: { rule: 'code' },
    });
    expect(validateMenu({ ...values, fullName: '用户', enCode: 'permission.user' })).toEqual({});
  });

  it('applies the name rule to each name, words one space apart, and needs only the zh one', () => {
    const values = { ...emptyMenu('-1'), fullName: '在线用户', enCode: 'online' };
    expect(validateMenu({ ...values, enName: 'Online users', zhtwName: '' })).toEqual({});
    expect(
      validateMenu({
        ...values,
        fullName: '在线/用户',
        zhtwName: '線上使用者!',
        enName: 'Online_users',
      }),
    ).toEqual({ fullName: { rule: 'name' }, zhtwName: { rule: 'name' }, enName: { rule: 'name' } });
  });

  it('sends the three names trimmed and reads them back', () => {
    const values = {
      ...emptyMenu('-1'),
      fullName: ' 用户管理 ',
      zhtwName: ' 使用者管理',
      enName: 'Users ',
      enCode: 'permission.user',
    };
    const body = toMenuBody(values);
    expect(body).toMatchObject({
      fullName: '用户管理',
      names: { zhtw: '使用者管理', en: 'Users' },
    });
  });

  it('needs a model id only for types 3, 4, 5 and 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(needsModel)).toEqual([3, 4, 5, 8]);
    const base = { ...emptyMenu('-1'), fullName: '报表', enCode: 'rpt', type: 5 };
    expect(validateMenu(base).moduleId).toBeDefined();
    expect(validateMenu({ ...base, type: 2 }).moduleId).toBeUndefined();
  });

  it('writes moduleId and isTree into propertyJson only for model types', () => {
    const values = {
      ...emptyMenu('p1'),
      fullName: '表单',
      enCode: 'f1',
      moduleId: 'm9',
      isTree: true,
    };
    expect(JSON.parse(toMenuBody({ ...values, type: 3 }).propertyJson ?? '')).toEqual({
      moduleId: 'm9',
      isTree: true,
    });
    expect(toMenuBody({ ...values, type: 2 }).propertyJson).toBe('{}');
  });

  it('reads an old entry whose propertyJson is not JSON', () => {
    const node = {
      id: 'x',
      parentId: '-1',
      type: 3,
      enCode: 'x',
      fullName: 'X',
      names: { zhtw: '', en: '' },
      icon: '',
      urlAddress: '',
      linkTarget: '',
      propertyJson: 'not json',
      sortCode: 2,
      enabled: true,
      hasChildren: false,
      children: [],
    };
    expect(fromNode(node)).toMatchObject({
      moduleId: '',
      isTree: false,
      linkTarget: '_self',
      sortCode: '2',
    });
  });
});
