import { screen } from '@testing-library/react';
import { serveRoutes } from '../../../../test/admin-page-kit';
import { designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { PopupSelectEditor } from './PopupSelectEditor';

describe('PopupSelectEditor', () => {
  it('sets the interface, the stored and shown attributes and the list columns', async () => {
    serveRoutes({
      'GET /api/system/DataInterface/Selector': {
        list: [
          {
            id: 'i2',
            enCode: 'staff',
            fullName: '员工',
            category: '',
            kind: 'sql',
            paged: true,
            parameters: [],
          },
        ],
      },
    });
    const { user, latest } = renderEditor(PopupSelectEditor, nodeOf('popupSelect'));
    await user.click(screen.getByRole('combobox', { name: '数据接口' }));
    await user.click(await screen.findByRole('option', { name: '员工（staff）' }));
    const stored = screen.getByRole('textbox', { name: '存储字段' });
    await user.clear(stored);
    await user.type(stored, 'empId');
    await user.click(screen.getByRole('button', { name: '添加列' }));
    await user.type(screen.getByRole('textbox', { name: '字段' }), 'name');
    await user.type(screen.getByRole('textbox', { name: '列名' }), '姓名');
    expect(latest()).toMatchObject({
      interfaceId: 'i2',
      propsValue: 'empId',
      relationField: 'name',
      columnOptions: [{ value: 'name', label: '姓名' }],
    });
    expect(designErrors([latest()])).toEqual([]);
    await user.click(screen.getByRole('button', { name: '删除 姓名' }));
    expect(latest()).not.toHaveProperty('columnOptions');
  });
});
