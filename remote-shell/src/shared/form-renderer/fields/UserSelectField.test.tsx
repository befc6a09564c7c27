import { screen, waitFor, within } from '@testing-library/react';
import { bodySentTo, serveRoutes, treeNode } from '../../../test/admin-page-kit';
import type { SeenRequest } from '../../../test/fetch-stub';
import { fieldOf, renderField } from './field-harness';
import { UserSelectField } from './UserSelectField';

const user = (id: string, fullName: string) => ({ id, fullName, account: id, headIcon: '' });
const usersByIds = (request: SeenRequest) => {
  const { userId } = JSON.parse(request.body) as { userId: string[] };
  const known: Record<string, string> = { u1: '张三', u2: '李四', u3: '王五' };
  return { list: userId.filter((id) => id in known).map((id) => user(id, known[id] ?? id)) };
};
const level = (request: SeenRequest) => {
  const parentId = request.url.searchParams.get('parentId');
  if (!parentId) return { list: [treeNode('c1', '机电公司', 'company')] };
  return {
    list: [
      treeNode('d1', '研发部', 'department', [], true),
      treeNode('u2', '李四', 'user', [], true),
      treeNode('u3', '王五', 'user', [], true),
    ],
  };
};

describe('UserSelectField', () => {
  it('shows saved users by name and adds users through the 450 px user picker', async () => {
    const seen = serveRoutes({
      'POST /api/permission/Users/getUserList': usersByIds,
      'GET /api/permission/Users/Selector': level,
    });
    const field = fieldOf('userSelect', { multiple: true }, '经办人');
    const rendered = renderField(UserSelectField, field, { value: ['u1'] });
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/permission/Users/getUserList')).toEqual({ userId: ['u1'] });

    await rendered.user.click(screen.getByRole('button', { name: '经办人' }));
    const dialog = await screen.findByRole('dialog', { name: '选择经办人' });
    await rendered.user.click(await within(dialog).findByText('机电公司'));
    // Departments only expand: a department is no user.
    await rendered.user.click(await within(dialog).findByText('研发部'));
    await rendered.user.click(within(dialog).getByText('王五'));
    await rendered.user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(rendered.changes).toEqual([['u1', 'u3']]));
    expect(screen.getByText('王五')).toBeInTheDocument();
  });

  it('removes a user with its chip', async () => {
    serveRoutes({ 'POST /api/permission/Users/getUserList': usersByIds });
    const { user: actor, changes } = renderField(
      UserSelectField,
      fieldOf('userSelect', { multiple: true }),
      { value: ['u1', 'u2'] },
    );
    const chip = (await screen.findByText('李四')).closest('.MuiChip-root') as HTMLElement;
    await actor.click(within(chip).getByTestId('CancelIcon'));
    expect(changes).toEqual([['u1']]);
  });

  it('offers only the ableIds users when custom', async () => {
    serveRoutes({ 'POST /api/permission/Users/getUserList': usersByIds });
    const field = fieldOf('userSelect', { selectType: 'custom', ableIds: ['u2', 'u3'] });
    const { user: actor, changes } = renderField(UserSelectField, field);
    await actor.click(screen.getByRole('combobox', { name: '字段' }));
    expect(await screen.findByRole('option', { name: '李四' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '张三' })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('option', { name: '王五' }));
    expect(changes).toEqual(['u3']);
  });
});
