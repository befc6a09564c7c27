import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { PagedTable } from './PagedTable';
import type { PagedTableProps } from './PagedTable';
import type { SortState, TableColumn } from './types';

interface User {
  id: string;
  account: string;
  realName: string;
}

const columns: TableColumn<User>[] = [
  { key: 'account', label: '账号', sortable: true, width: 160 },
  { key: 'realName', label: '姓名' },
];

function users(count: number, from = 1): User[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `u${from + index}`,
    account: `user${from + index}`,
    realName: `用户${from + index}`,
  }));
}

// jsdom lays nothing out: give every element a 400 px viewport so the virtualiser has a window.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 400,
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

function renderTable(props: Partial<PagedTableProps<User>> = {}) {
  const handlers = {
    onPageChange: jest.fn(),
    onPageSizeChange: jest.fn(),
    onSortChange: jest.fn(),
  };
  const rendered = renderWithProviders(
    <PagedTable<User>
      label="用户列表"
      columns={columns}
      rows={users(3)}
      getRowId={(row) => row.id}
      total={3}
      currentPage={1}
      pageSize={20}
      {...handlers}
      {...props}
    />,
  );
  return { ...rendered, ...handlers };
}

function closestOf(element: HTMLElement, role: string): HTMLElement {
  const found = element.closest<HTMLElement>(`[role="${role}"]`);
  if (!found) throw new Error(`no ${role} around the element`);
  return found;
}

function bodyRows() {
  // Row 1 is the header.
  return screen.getAllByRole('row').slice(1);
}

describe('PagedTable', () => {
  it('renders only the visible rows of a 1000-row page and tells their real position', () => {
    renderTable({ rows: users(1000, 2001), total: 5000, currentPage: 3, pageSize: 1000 });
    const table = screen.getByRole('table', { name: '用户列表' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(50);
    const first = screen.getByRole('cell', { name: 'user2001' }).closest('[role="row"]');
    expect(first).toBe(rendered[0]);
    expect(first).toHaveAttribute('aria-rowindex', '2002');
  });

  it('shows 暂无数据 for an empty page', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('translates the empty state', () => {
    renderWithProviders(
      <PagedTable<User>
        label="Users"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        total={0}
        currentPage={1}
        pageSize={20}
        onPageChange={jest.fn()}
        onPageSizeChange={jest.fn()}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.getByText('Total 0')).toBeInTheDocument();
  });

  it('cuts text past 20 characters and keeps the whole text for the tooltip', async () => {
    const long = '一二三四五六七八九十一二三四五六七八九十超出';
    const { user } = renderTable({ rows: [{ id: 'x', account: long, realName: '短' }], total: 1 });
    const cut = screen.getByText('一二三四五六七八九十一二三四五六七八九十…');
    expect(cut).toHaveAccessibleName(long);
    await user.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
    expect(screen.getByRole('cell', { name: '短' })).toBeInTheDocument();
  });

  it('renders custom cells', () => {
    const custom: TableColumn<User>[] = [
      {
        key: 'action',
        label: '操作',
        render: (row) => <button type="button">编辑 {row.account}</button>,
      },
    ];
    renderTable({ columns: custom });
    expect(screen.getByRole('button', { name: '编辑 user1' })).toBeInTheDocument();
  });

  it('shows the total, a capped total with a plus, and the error text', () => {
    renderTable({ rows: users(20), total: 10000, totalApproximate: true, error: true });
    expect(screen.getByText('共 10000+ 条')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '-1');
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
  });

  it('pages with prev, page numbers, next and the jumper', async () => {
    const { user, onPageChange } = renderTable({ rows: users(20), total: 95, currentPage: 2 });
    const pager = screen.getByRole('navigation', { name: '分页' });
    await user.click(within(pager).getByRole('button', { name: '上一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(pager).getByRole('button', { name: '第 5 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await user.type(screen.getByRole('textbox', { name: '跳转页码' }), '99{Enter}');
    // Past the last page the jumper lands on the last page.
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('offers the page sizes 20, 50, 100, 500 and 1000', async () => {
    const { user, onPageSizeChange } = renderTable();
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['20条/页', '50条/页', '100条/页', '500条/页', '1000条/页']);
    await user.click(screen.getByRole('option', { name: '500条/页' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(500);
  });

  it('cycles a sortable column through ascending, descending and server order', async () => {
    function Sorted() {
      const [sort, setSort] = useState<SortState | null>(null);
      return (
        <PagedTable<User>
          label="用户列表"
          columns={columns}
          rows={users(2)}
          getRowId={(row) => row.id}
          total={2}
          currentPage={1}
          pageSize={20}
          onPageChange={jest.fn()}
          onPageSizeChange={jest.fn()}
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    const { user } = renderWithProviders(<Sorted />);
    const header = screen.getByRole('columnheader', { name: '账号' });
    await user.click(within(header).getByRole('button', { name: '账号' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: '账号' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button', { name: '账号' }));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(
      within(screen.getByRole('columnheader', { name: '姓名' })).queryByRole('button'),
    ).toBeNull();
  });

  it('selects rows and all rows of the page, keeping selections from other pages', async () => {
    function Selectable() {
      const [ids, setIds] = useState<string[]>(['elsewhere']);
      return (
        <>
          <PagedTable<User>
            label="用户列表"
            columns={columns}
            rows={users(3)}
            getRowId={(row) => row.id}
            total={3}
            currentPage={1}
            pageSize={20}
            onPageChange={jest.fn()}
            onPageSizeChange={jest.fn()}
            selection={{ selectedIds: ids, onSelectionChange: setIds }}
          />
          <output>{ids.join(',')}</output>
        </>
      );
    }
    const { user } = renderWithProviders(<Selectable />);
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(screen.getByRole('status')).toHaveTextContent('elsewhere,u2');
    const all = screen.getByRole('checkbox', { name: '全选本页' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('elsewhere,u1,u2,u3');
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent(/^elsewhere$/);
  });

  it('lets the user hide a column', async () => {
    const { user } = renderTable({ columnSettings: true });
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: '姓名' }));
    // The last visible column cannot be hidden.
    await user.click(screen.getByRole('menuitemcheckbox', { name: '账号' }));
    expect(screen.getByRole('menuitemcheckbox', { name: '账号' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: '姓名' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '账号' })).toBeInTheDocument();
  });

  it('pins the row buttons to the right edge and keeps the header on top while scrolling', () => {
    const withButtons: TableColumn<User>[] = [
      ...columns,
      { key: 'actions', label: '操作', width: 120, pinned: true, render: () => '编辑' },
    ];
    renderTable({ columns: withButtons });
    const pinned = [
      screen.getByRole('columnheader', { name: '操作' }),
      ...screen.getAllByRole('cell', { name: '编辑' }),
    ];
    for (const cell of pinned) {
      expect(getComputedStyle(cell)).toMatchObject({ position: 'sticky', right: '0px' });
    }
    expect(getComputedStyle(screen.getByRole('columnheader', { name: '账号' })).position).not.toBe(
      'sticky',
    );
    const header = closestOf(screen.getByRole('columnheader', { name: '账号' }), 'rowgroup');
    expect(getComputedStyle(header)).toMatchObject({
      position: 'sticky',
      top: '0px',
    });
  });

  it('widens a column to its widest content in view', () => {
    // jsdom lays nothing out: the account cells' content reports 200 px, the rest nothing.
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.fitColumn === 'account' && this.textContent === 'user2' ? 200 : 0;
      },
    });
    try {
      renderTable();
      const row = closestOf(screen.getByRole('cell', { name: 'user1' }), 'row');
      // 200 px of content and 12 px of padding either side.
      expect(getComputedStyle(row).gridTemplateColumns).toBe('224px minmax(120px, 1fr)');
    } finally {
      // Back to the inherited Element.prototype.scrollWidth.
      delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    }
  });
});
