import { SUB_ROW_ID } from '@mepm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

function orderTable(extra: Record<string, unknown> = {}) {
  return node(
    'table',
    '明细',
    { model: 'items', showSummary: true, summaryField: ['qty', 'price'], ...extra },
    {
      children: [
        node('input', '品名', { model: 'item' }, { required: true }),
        node('number', '数量', { model: 'qty' }),
        node('amount', '金额', { model: 'price' }),
      ],
    },
  );
}

describe('SubTable', () => {
  it('adds rows, says 不能为空 in an empty required cell and sends the rows', async () => {
    const { user, submitted } = renderForm(design([orderTable()]));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('不能为空')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
    await user.type(screen.getByLabelText('品名'), '螺栓');
    await waitFor(() => expect(screen.queryByText('不能为空')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('数量'), '3');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() =>
      expect(submitted).toEqual([{ items: [{ item: '螺栓', qty: 3, price: null }] }]),
    );
  });

  it('totals the summed columns under 合计', async () => {
    const { user } = renderForm(design([orderTable()]), {
      values: {
        items: [
          { item: 'a', qty: 1, price: 0.1 },
          { item: 'b', qty: 2, price: 0.2 },
        ],
      },
    });
    const footer = screen.getByRole('rowheader', { name: '合计' }).closest('tr') as HTMLElement;
    const cells = within(footer).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['', '3', '0.3', '']);
    await user.type(screen.getAllByLabelText('数量')[0] as HTMLElement, '0');
    await waitFor(() => expect(cells[1]).toHaveTextContent('12'));
  });

  it('copies and removes rows', async () => {
    const { user, submitted } = renderForm(design([orderTable({ showSummary: false })]), {
      values: { items: [{ item: 'a', qty: 1, price: 2 }] },
    });
    await user.click(screen.getByRole('button', { name: '复制第 1 行' }));
    expect(
      screen.getAllByLabelText('品名').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['a', 'a']);
    await user.clear(screen.getAllByLabelText('品名')[1] as HTMLElement);
    await user.type(screen.getAllByLabelText('品名')[1] as HTMLElement, 'b');
    await user.click(screen.getByRole('button', { name: '删除第 1 行' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ items: [{ item: 'b', qty: 1, price: 2 }] }]));
    expect(screen.queryByRole('rowheader', { name: '合计' })).not.toBeInTheDocument();
  });

  it('sends each row read with its id, reordered or not, and a copy as a new row', async () => {
    const { user, submitted } = renderForm(design([orderTable({ showSummary: false })]), {
      values: {
        items: [
          { [SUB_ROW_ID]: 'r1', item: 'a', qty: 1, price: 2 },
          { [SUB_ROW_ID]: 'r2', item: 'b', qty: 3, price: 4 },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: '复制第 2 行' }));
    await user.click(screen.getByRole('button', { name: '删除第 1 行' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() =>
      expect(submitted).toEqual([
        {
          items: [
            { [SUB_ROW_ID]: 'r2', item: 'b', qty: 3, price: 4 },
            { item: 'b', qty: 3, price: 4 },
          ],
        },
      ]),
    );
  });

  it('offers no row actions in detail mode', () => {
    renderForm(design([orderTable()]), {
      mode: 'detail',
      values: { items: [{ item: 'a', qty: 1, price: 2 }] },
    });
    expect(screen.queryByRole('button', { name: '添加' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除第 1 行' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('品名')).toHaveAttribute('readonly');
  });

  it('needs a row when the sub-table is required', async () => {
    const { user, submitted } = renderForm(
      design([
        node(
          'table',
          '明细',
          { model: 'items' },
          { required: true, children: [node('input', '品名', { model: 'item' })] },
        ),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('明细不能为空')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
  });

  it('shows a column by linkage and locks the cells of a disabled sub-table', async () => {
    const when = { logic: 'and', items: [{ field: 'withNote', op: 'eq', value: 'yes' }] };
    const table = node(
      'table',
      '明细',
      { model: 'items' },
      {
        children: [
          node('input', '品名', { model: 'item' }),
          node('input', '备注', { model: 'note' }, { linkage: { visible: when, required: when } }),
        ],
      },
    );
    const { user, submitted } = renderForm(
      design([node('input', '要备注', { model: 'withNote' }), table]),
      {
        values: { items: [{ item: 'a', note: null }] },
      },
    );
    expect(screen.queryByRole('columnheader', { name: '备注' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('要备注'), 'yes');
    expect(await screen.findByRole('columnheader', { name: '备注' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('不能为空')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
  });

  it('locks the cells of a disabled sub-table', () => {
    const table = node(
      'table',
      '明细',
      { model: 'items', disabled: true },
      { children: [node('input', '品名', { model: 'item' })] },
    );
    renderForm(design([table]), { values: { items: [{ item: 'a' }] } });
    expect(screen.getByLabelText('品名')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: '添加' })).not.toBeInTheDocument();
  });
});
