import { screen } from '@testing-library/react';
import { serveRoutes } from '../../../test/admin-page-kit';
import { fieldOf, renderField } from './field-harness';
import { RoleSelectField } from './RoleSelectField';

const roles = {
  list: [
    { id: 'r1', enCode: 'admin', fullName: '管理员' },
    { id: 'r2', enCode: 'clerk', fullName: '文员' },
    { id: 'r3', enCode: 'audit', fullName: '审计' },
  ],
};

describe('RoleSelectField', () => {
  it('chooses several roles by name and stores their ids', async () => {
    serveRoutes({ 'GET /api/permission/Role/Selector': roles });
    const { user, changes } = renderField(
      RoleSelectField,
      fieldOf('roleSelect', { multiple: true }),
      {
        value: ['r2'],
      },
    );
    const select = screen.getByRole('combobox', { name: '字段' });
    expect(await screen.findByText('文员')).toBeInTheDocument();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '审计' }));
    expect(changes).toEqual([['r2', 'r3']]);
  });

  it('offers only ableIds when custom, one role at a time', async () => {
    serveRoutes({ 'GET /api/permission/Role/Selector': roles });
    const field = fieldOf('roleSelect', { selectType: 'custom', ableIds: ['r1', 'r3'] });
    const { user, changes } = renderField(RoleSelectField, field);
    await user.click(screen.getByRole('combobox', { name: '字段' }));
    await screen.findByRole('option', { name: '管理员' });
    expect(screen.queryByRole('option', { name: '文员' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '审计' }));
    expect(changes).toEqual(['r3']);
  });

  it('shows names in detail mode', async () => {
    serveRoutes({ 'GET /api/permission/Role/Selector': roles });
    renderField(RoleSelectField, fieldOf('roleSelect', { multiple: true }), {
      value: ['r1', 'r3'],
      readOnly: true,
      mode: 'detail',
    });
    expect(await screen.findByText('管理员, 审计')).toBeInTheDocument();
  });
});
