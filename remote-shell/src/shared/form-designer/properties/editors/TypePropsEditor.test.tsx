import { screen, waitFor } from '@testing-library/react';
import { requestsTo, serveRoutes } from '../../../../test/admin-page-kit';
import { choose, designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { TypePropsEditor } from './TypePropsEditor';

describe('TypePropsEditor', () => {
  it('switches a date to date and time, a closed choice without "none"', async () => {
    const { user, latest } = renderEditor(TypePropsEditor, nodeOf('date'));
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    expect(screen.queryByRole('option', { name: '无' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '日期时间' }));
    expect(latest()).toMatchObject({ type: 'datetime' });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('stores a switch value of digits as an integer and others as text', async () => {
    const { user, latest } = renderEditor(TypePropsEditor, nodeOf('switch'));
    await user.type(screen.getByRole('textbox', { name: '开启时的值' }), '1');
    await user.type(screen.getByRole('textbox', { name: '关闭时的值' }), 'off');
    await user.type(screen.getByRole('textbox', { name: '开启时文字' }), '是');
    expect(latest()).toMatchObject({ activeValue: 1, inactiveValue: 'off', activeText: '是' });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('sets a radio’s direction and clears it again with "none"', async () => {
    const { user, latest } = renderEditor(TypePropsEditor, nodeOf('radio'));
    await choose(user, '排列方式', '垂直排列');
    expect(latest()).toMatchObject({ direction: 'vertical' });
    await choose(user, '排列方式', '无');
    expect(latest()).not.toHaveProperty('direction');
  });

  it('edits an alert’s title and type, an address level by its places, a tab’s position', async () => {
    const alert = renderEditor(TypePropsEditor, nodeOf('alert'));
    await alert.user.clear(screen.getByRole('textbox', { name: '标题' }));
    expect(alert.latest()).toMatchObject({ title: '' });
    await choose(alert.user, '类型', '警告');
    expect(alert.latest()).toMatchObject({ type: 'warning' });
    expect(designErrors([alert.latest()])).toEqual([]);
    alert.unmount();

    const address = renderEditor(TypePropsEditor, nodeOf('address'));
    await choose(address.user, '地址层级', '省市');
    expect(address.latest()).toMatchObject({ level: 1 });
    expect(designErrors([address.latest()])).toEqual([]);
    address.unmount();

    const tab = renderEditor(TypePropsEditor, nodeOf('tab'));
    await choose(tab.user, '标签位置', '左');
    expect(tab.latest()).toMatchObject({ tabPosition: 'left' });
  });

  it('points an attribute field at one of the form’s relation forms', async () => {
    const staff = nodeOf('relationForm', { __vModel__: 'staff' }, { label: '员工' });
    const note = nodeOf('input', { __vModel__: 'note' }, { label: '备注' });
    const attr = nodeOf('relationFormAttr', { relationField: '' });
    const { user, latest } = renderEditor(TypePropsEditor, attr, { others: [staff, note] });
    await user.click(screen.getByRole('combobox', { name: '关联字段' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '员工（staff）',
    ]);
    await user.click(screen.getByRole('option', { name: '员工（staff）' }));
    expect(latest()).toMatchObject({ relationField: 'staff' });
    expect(designErrors([staff, note, latest()])).toEqual([]);
  });

  it('chooses a relation form’s design among the released list designs, then one of its fields', async () => {
    const design = (id: string, fullName: string, webType: number) => ({
      id,
      fullName,
      enCode: id,
      type: 1,
      webType,
    });
    const seen = serveRoutes({
      'GET /api/visualdev/Base/Selector': {
        list: [
          {
            id: 'office',
            fullName: '办公',
            children: [design('po', '采购单', 2), design('memo', '备忘录', 1)],
          },
        ],
      },
      'GET /api/visualdev/Base/po/FormDataFields': {
        list: [
          { vModel: 'supplier', label: '供应商', wyzxKey: 'input' },
          { vModel: 'lines.qty', label: '明细-数量', wyzxKey: 'number' },
        ],
      },
    });
    const { user, latest } = renderEditor(
      TypePropsEditor,
      nodeOf('relationForm', {
        modelId: 'old',
        relationField: 'name',
        columnOptions: [{ value: 'name', label: '名称' }],
      }),
    );
    // A form-only design keeps no records to relate to.
    await user.click(await screen.findByRole('combobox', { name: '关联功能' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '采购单（po）',
    ]);
    await user.click(screen.getByRole('option', { name: '采购单（po）' }));
    expect(latest()).toMatchObject({ modelId: 'po', relationField: '' });
    expect(latest()).not.toHaveProperty('columnOptions');
    await waitFor(() =>
      expect(requestsTo(seen, 'GET /api/visualdev/Base/po/FormDataFields')).toHaveLength(1),
    );
    await user.click(screen.getByRole('combobox', { name: '关联字段' }));
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: '供应商（supplier）' }));
    expect(latest()).toMatchObject({ modelId: 'po', relationField: 'supplier' });
    // The picker's columns, each with its field's label.
    await user.click(screen.getByRole('combobox', { name: '列表字段' }));
    await user.click(await screen.findByRole('option', { name: '供应商（supplier）' }));
    expect(latest()).toMatchObject({ columnOptions: [{ value: 'supplier', label: '供应商' }] });
    expect(designErrors([latest()])).toEqual([]);
  });
  it('chooses the roles a custom role picker offers with the role picker itself', async () => {
    serveRoutes({
      'GET /api/permission/Role/Selector': {
        list: [
          { id: 'r1', enCode: 'admin', fullName: '管理员' },
          { id: 'r2', enCode: 'clerk', fullName: '文员' },
          { id: 'r3', enCode: 'audit', fullName: '审计' },
        ],
      },
    });
    const { user, latest } = renderEditor(TypePropsEditor, nodeOf('roleSelect'));
    expect(screen.queryByRole('combobox', { name: '可选项' })).not.toBeInTheDocument();
    await choose(user, '可选范围', '指定范围');
    await user.click(screen.getByRole('combobox', { name: '可选项' }));
    await user.click(await screen.findByRole('option', { name: '管理员' }));
    await user.click(await screen.findByRole('option', { name: '审计' }));
    expect(latest()).toMatchObject({ selectType: 'custom', ableIds: ['r1', 'r3'] });
    expect(designErrors([latest()])).toEqual([]);
    await user.keyboard('{Escape}');
    await choose(user, '可选范围', '全部');
    expect(screen.queryByRole('combobox', { name: '可选项' })).not.toBeInTheDocument();
  });
});
