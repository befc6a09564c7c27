import { screen, waitFor, within } from '@testing-library/react';
import { requestsTo, serveRoutes, treeNode } from '../../../test/admin-page-kit';
import { DepartmentSelectField } from './DepartmentSelectField';
import { fieldOf, renderField } from './field-harness';
import { OrganizeSelectField } from './OrganizeSelectField';
import { PositionSelectField } from './PositionSelectField';

const organizeTree = {
  list: [
    treeNode('c1', '机电公司', 'company', [
      treeNode('d1', '研发部', 'department', [treeNode('d2', '测试组', 'department')]),
      treeNode('d3', '财务部', 'department'),
    ]),
  ],
};
const positionTree = {
  list: [
    treeNode('c1', '机电公司', 'company', [
      treeNode('d1', '研发部', 'department', [
        treeNode('p1', '工程师', 'position'),
        treeNode('p2', '经理', 'position'),
      ]),
    ]),
  ],
};

function serve() {
  return serveRoutes({
    'GET /api/permission/Organize/Department/Selector': organizeTree,
    'GET /api/permission/Position/Selector': positionTree,
  });
}

async function openTree(user: ReturnType<typeof renderField>['user']) {
  await user.click(screen.getByRole('combobox', { name: '字段' }));
  return screen.findByRole('tree');
}

describe('OrgTreeField (organisation, department and position pickers)', () => {
  it('shows a saved department by name and chooses only departments', async () => {
    serve();
    const { user, changes } = renderField(DepartmentSelectField, fieldOf('departmentSelect'), {
      value: 'd3',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '字段' })).toHaveValue('机电公司 / 财务部'),
    );
    const tree = await openTree(user);
    // A company only expands: choosing it changes nothing.
    await user.click(within(tree).getByText('机电公司'));
    expect(changes).toEqual([]);
    await user.click(await within(tree).findByText('研发部'));
    expect(changes).toEqual(['d1']);
  });

  it('limits a custom picker to its ableIds', async () => {
    serve();
    const field = fieldOf('organizeSelect', {
      selectType: 'custom',
      ableIds: ['d1'],
      multiple: true,
    });
    const { user, changes } = renderField(OrganizeSelectField, field, { value: [] });
    const tree = await openTree(user);
    await user.click(await within(tree).findByText('机电公司'));
    await user.click(await within(tree).findByText('财务部'));
    expect(changes).toEqual([]);
    await user.click(within(tree).getByText('研发部'));
    expect(changes).toEqual([['d1']]);
  });

  it('offers positions only, from the position tree', async () => {
    const seen = serve();
    const { user, changes } = renderField(PositionSelectField, fieldOf('positionSelect'));
    const tree = await openTree(user);
    expect(requestsTo(seen, 'GET /api/permission/Organize/Department/Selector')).toHaveLength(0);
    await user.click(await within(tree).findByText('机电公司'));
    await user.click(await within(tree).findByText('研发部'));
    expect(changes).toEqual([]);
    await user.click(await within(tree).findByText('经理'));
    expect(changes).toEqual(['p2']);
  });

  it('reads ids as names in detail mode', async () => {
    serve();
    renderField(DepartmentSelectField, fieldOf('departmentSelect', { multiple: true }), {
      value: ['d1', 'd2'],
      readOnly: true,
      mode: 'detail',
    });
    expect(await screen.findByText('研发部, 测试组')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
