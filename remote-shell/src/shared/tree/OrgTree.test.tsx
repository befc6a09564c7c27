import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { orgLoader, orgSearch } from './org-fixtures';
import { OrgTree } from './OrgTree';
import type { OrgNode } from './org-node';

function Harness(props: {
  search?: boolean;
  checkboxes?: boolean;
  loader?: ReturnType<typeof orgLoader>;
}) {
  const [chosen, setChosen] = useState<OrgNode[]>([]);
  return (
    <>
      <OrgTree
        loadChildren={props.loader ?? orgLoader()}
        search={props.search ? orgSearch() : undefined}
        multiple={props.checkboxes}
        checkboxes={props.checkboxes}
        selectedIds={chosen.map((node) => node.id)}
        onSelectedChange={(_ids, nodes) => setChosen(nodes)}
        selectable={(node) => node.type === 'user'}
      />
      <output>{chosen.map((node) => node.fullName).join(',')}</output>
    </>
  );
}

const tree = () => screen.getByRole('tree', { name: '组织架构' });

describe('OrgTree', () => {
  it('loads each level when it is first expanded, once', async () => {
    const loader = orgLoader();
    const { user } = renderWithProviders(<Harness loader={loader} />);
    await user.click(await screen.findByText('机电公司'));
    await user.click(await screen.findByText('研发部'));
    expect(await screen.findByText('张三')).toBeInTheDocument();
    await user.click(screen.getByText('研发部'));
    await user.click(screen.getByText('研发部'));
    expect(loader.mock.calls).toEqual([[null], ['c1'], ['d1']]);
  });

  it('expands every node seen, loading one more level, and folds them all', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByText('机电公司'));
    await user.click(await screen.findByText('研发部'));
    await screen.findByText('张三');
    await user.click(screen.getByRole('button', { name: '折叠全部' }));
    expect(within(tree()).queryAllByRole('treeitem', { expanded: true })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    // The finance department and the position were never expanded: they load and open too.
    expect(await screen.findByText('李四')).toBeInTheDocument();
    expect(await screen.findByText('王五')).toBeInTheDocument();
    const expanded = within(tree()).getAllByRole('treeitem', { expanded: true });
    expect(expanded.map((item) => item.firstChild?.textContent)).toEqual([
      '机电公司',
      '研发部',
      '工程师',
      '财务部',
    ]);
  });

  it('expands all when asked before the top level has arrived', async () => {
    const loader = orgLoader();
    const source = orgLoader();
    let arrive = () => {};
    loader.mockImplementationOnce(
      (parentId) =>
        new Promise((resolve) => {
          arrive = () => void source(parentId).then(resolve);
        }),
    );
    const { user } = renderWithProviders(<Harness loader={loader} />);
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    arrive();
    expect(await screen.findByText('研发部')).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /^机电公司/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('selects only what the predicate allows', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByText('机电公司'));
    await user.click(await screen.findByText('财务部'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(await screen.findByText('李四'));
    expect(screen.getByRole('status')).toHaveTextContent('李四');
  });

  it('searches by keyword and chooses from the results with checkboxes', async () => {
    const { user } = renderWithProviders(<Harness search checkboxes />);
    await screen.findByText('机电公司');
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '张');
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(within(tree()).getAllByRole('treeitem')).toHaveLength(1);
    // With checkboxes, a click on the name ticks it and Space on the focused item unticks it.
    await user.click(screen.getByText('张三'));
    expect(screen.getByRole('treeitem', { name: '张三' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('张三');
    await user.keyboard(' ');
    expect(screen.getByRole('treeitem', { name: '张三' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByText('张三'));
    await user.clear(screen.getByRole('searchbox', { name: '搜索' }));
    expect(await screen.findByText('机电公司')).toBeInTheDocument();
  });
});
