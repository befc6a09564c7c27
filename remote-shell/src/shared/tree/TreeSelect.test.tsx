import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { TreeSelect } from './TreeSelect';
import type { TreeNode } from './types';

interface Dept extends TreeNode {
  kind: 'company' | 'department';
  children?: readonly Dept[];
}

const eager: Dept[] = [
  {
    id: 'c1',
    fullName: '机电公司',
    kind: 'company',
    children: [
      { id: 'd1', fullName: '研发部', kind: 'department', isLeaf: true },
      { id: 'd2', fullName: '财务部', kind: 'department', isLeaf: true },
    ],
  },
];

function Single(props: { loadChildren?: (id: string | null) => Promise<Dept[]> }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <TreeSelect<Dept>
      label="所属部门"
      nodes={props.loadChildren ? undefined : eager}
      loadChildren={props.loadChildren}
      value={value}
      onChange={(id) => setValue(id)}
      selectable={(node) => node.kind === 'department'}
    />
  );
}

function Multiple() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <TreeSelect<Dept>
      multiple
      label="部门"
      nodes={eager}
      value={value}
      onChange={setValue}
      selectable={(node) => node.kind === 'department'}
    />
  );
}

describe('TreeSelect', () => {
  it('opens a tree, chooses a selectable node and shows its path', async () => {
    const { user } = renderWithProviders(<Single />);
    const input = screen.getByRole('combobox', { name: '所属部门' });
    await user.click(input);
    const tree = await screen.findByRole('tree', { name: '所属部门' });
    // The company only expands: it is not selectable.
    await user.click(within(tree).getByText('机电公司'));
    expect(within(tree).getByRole('treeitem', { expanded: true })).toHaveTextContent(/^机电公司/);
    expect(input).toHaveValue('');
    await user.click(within(tree).getByText('研发部'));
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(input).toHaveValue('机电公司 / 研发部');
  });

  it('only expands with the arrow, even a node it could choose', async () => {
    function AnyNode() {
      const [value, setValue] = useState<string | null>(null);
      return <TreeSelect<Dept> label="所属组织" nodes={eager} value={value} onChange={setValue} />;
    }
    const { user } = renderWithProviders(<AnyNode />);
    const input = screen.getByRole('combobox', { name: '所属组织' });
    await user.click(input);
    const company = within(await screen.findByRole('tree')).getByRole('treeitem', {
      name: '机电公司',
    });
    // The arrow has no role of its own: it is the item's icon container.
    const arrow = company.querySelector('.MuiTreeItem-iconContainer');
    if (!arrow) throw new Error('the company has no expand arrow');
    await user.click(arrow);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveValue('');
    // Still open: the department is one click away.
    await user.click(within(screen.getByRole('tree')).getByText('研发部'));
    expect(input).toHaveValue('机电公司 / 研发部');
  });

  it('chooses a node it can choose by its name, though it has children', async () => {
    function AnyNode() {
      const [value, setValue] = useState<string | null>(null);
      return <TreeSelect<Dept> label="所属组织" nodes={eager} value={value} onChange={setValue} />;
    }
    const { user } = renderWithProviders(<AnyNode />);
    await user.click(screen.getByRole('combobox', { name: '所属组织' }));
    await user.click(await screen.findByText('机电公司'));
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '所属组织' })).toHaveValue('机电公司');
  });

  it('is usable with the keyboard and clearable', async () => {
    const { user } = renderWithProviders(<Single />);
    const input = screen.getByRole('combobox', { name: '所属部门' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const company = await screen.findByRole('treeitem', { name: '机电公司' });
    await screen.findByRole('tree');
    expect(company).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('机电公司 / 财务部');
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(input).toHaveValue('');
  });

  it('loads children lazily on expansion', async () => {
    const loadChildren = jest.fn(async (parentId: string | null): Promise<Dept[]> =>
      parentId === null
        ? [{ id: 'c1', fullName: '机电公司', kind: 'company' }]
        : [{ id: 'd9', fullName: '工程部', kind: 'department', isLeaf: true }],
    );
    const { user } = renderWithProviders(<Single loadChildren={loadChildren} />);
    await user.click(screen.getByRole('combobox', { name: '所属部门' }));
    await user.click(await screen.findByText('机电公司'));
    await user.click(await screen.findByText('工程部'));
    expect(loadChildren.mock.calls).toEqual([[null], ['c1']]);
    expect(screen.getByRole('combobox', { name: '所属部门' })).toHaveValue('机电公司 / 工程部');
  });

  it('chooses several nodes with checkboxes and lists their labels', async () => {
    const { user } = renderWithProviders(<Multiple />);
    await user.click(screen.getByRole('combobox', { name: '部门' }));
    await user.click(await screen.findByText('机电公司'));
    // Space toggles the focused item, as the ARIA tree pattern has it for multiple selection.
    await user.keyboard('{ArrowDown} {ArrowDown} ');
    expect(screen.getByRole('treeitem', { name: '研发部' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('treeitem', { name: '财务部' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: '部门' })).toHaveValue('研发部, 财务部');
  });

  it('ticks and unticks a node when its name is clicked, not only its box', async () => {
    const { user } = renderWithProviders(<Multiple />);
    await user.click(screen.getByRole('combobox', { name: '部门' }));
    await user.click(await screen.findByText('机电公司'));
    await user.click(screen.getByText('财务部'));
    await user.click(screen.getByText('研发部'));
    expect(screen.getByRole('treeitem', { name: '财务部' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByText('财务部'));
    expect(screen.getByRole('treeitem', { name: '财务部' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // The company is not a department: its name only folds it.
    await user.click(screen.getByText('机电公司'));
    expect(screen.queryAllByRole('treeitem', { expanded: true })).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: '部门' })).toHaveValue('研发部');
  });
});
