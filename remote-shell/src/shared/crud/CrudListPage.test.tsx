import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import type { TextKey } from '../../kernel/i18n/text-key';
import { withLayoutViewport } from '../../test/layout-viewport';
import { renderWithGrants, triggerDouble } from './crud-test-kit';
import type { TestGrants } from './crud-test-kit';
import { CrudListPage } from './CrudListPage';
import type { DialogTarget } from './dialog-target';
import type { EnabledChange } from './mutation-trigger';
import { useClientPage } from './use-client-page';
import { useCrudColumns } from './use-crud-columns';
import type { ColumnText, GrantedColumn } from './use-crud-columns';
import { useCrudList } from './use-crud-list';

interface Item {
  id: string;
  name: string;
  enabled: boolean;
}

const ITEMS: Item[] = [
  { id: 'a', name: 'Alpha', enabled: true },
  { id: 'b', name: 'Beta', enabled: false },
];
const IDLE = { isFetching: false, isError: false };

const defineColumns = ({ t }: ColumnText): GrantedColumn<Item>[] => [
  { key: 'name', label: 'Name' },
  {
    code: 'state',
    key: 'enabled',
    label: 'State',
    render: (row) => t(row.enabled ? 'crud.list.enabled' : 'crud.list.disabled'),
  },
];

function renderForm(target: DialogTarget, close: () => void) {
  return (
    <div role="dialog" aria-label="Form">
      {target.mode === 'edit' ? `editing ${target.id}` : 'adding'}
      <button type="button" onClick={close}>
        Close
      </button>
    </div>
  );
}

function renderItems(grants?: TestGrants, extraCode = 'btn_extra') {
  const remove = triggerDouble<string>();
  const setEnabled = triggerDouble<EnabledChange>();
  const search = jest.fn();
  const extra = jest.fn();
  // A button of no feature: its label is a key outside the product's texts, which t() shows as is.
  const label = 'Extra' as TextKey;
  const extraActions = [{ code: extraCode, label, run: (row: Item) => extra(row.id) }];
  function Items() {
    const crud = useCrudList<Item>({
      remove: remove.trigger,
      setEnabled: setEnabled.trigger,
      extraActions,
    });
    const columns = useCrudColumns({
      define: defineColumns,
      actionsOf: crud.actionsOf,
      actionsWidth: 200,
    });
    const page = useClientPage(ITEMS, IDLE);
    return (
      <CrudListPage
        title="Items"
        crud={crud}
        columns={columns}
        page={page}
        onSearch={search}
        renderForm={renderForm}
      />
    );
  }
  const rendered = renderWithGrants(<Items />, grants);
  return { ...rendered, removed: remove.calls, toggled: setEnabled.calls, search, extra };
}

function rowOf(text: string): HTMLElement {
  const found = screen.getByText(text).closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no row holds ${text}`);
  return found;
}

describe('CrudListPage', () => {
  withLayoutViewport();

  it('shows the add button only with btn_add, and opens the form for a new record', async () => {
    const { user } = renderItems({ buttons: [ADMIN_BUTTON.add] });
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(screen.getByRole('dialog', { name: 'Form' })).toHaveTextContent('adding');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Form' })).not.toBeInTheDocument();
  });

  it('hides the add button without btn_add', () => {
    renderItems({ buttons: [ADMIN_BUTTON.edit] });
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('opens the form on the row being edited', async () => {
    const { user } = renderItems();
    await user.click(within(rowOf('Beta')).getByRole('button', { name: '编辑' }));
    expect(screen.getByRole('dialog', { name: 'Form' })).toHaveTextContent('editing b');
  });

  it('deletes only after the question is confirmed, with the row id', async () => {
    const { user, removed } = renderItems();
    await user.click(within(rowOf('Alpha')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(removed).toEqual([]);

    await user.click(await within(rowOf('Alpha')).findByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual(['a']);
  });

  it('flips the enabled state of a row and says so', async () => {
    const { user, toggled } = renderItems();
    await user.click(within(rowOf('Alpha')).getByRole('button', { name: '禁用' }));
    await user.click(within(rowOf('Beta')).getByRole('button', { name: '启用' }));
    await waitFor(() =>
      expect(toggled).toEqual([
        { id: 'a', enabled: false },
        { id: 'b', enabled: true },
      ]),
    );
    expect((await screen.findAllByText('状态已更新')).length).toBeGreaterThan(0);
  });

  it('shows a row button only with its code, and no actions column without any', () => {
    renderItems({ buttons: [ADMIN_BUTTON.remove] });
    expect(within(rowOf('Alpha')).getByRole('button', { name: '删除' })).toBeInTheDocument();
    for (const name of ['编辑', '禁用', 'Extra']) {
      expect(within(rowOf('Alpha')).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('drops the actions column when no row button is granted', () => {
    renderItems({ buttons: [ADMIN_BUTTON.add] });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'State']);
  });

  it('runs an extra row button granted by its own code, after edit', async () => {
    const { user, extra } = renderItems({ buttons: [ADMIN_BUTTON.edit, 'btn_extra'] });
    const buttons = within(rowOf('Beta')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['编辑', 'Extra']);
    await user.click(within(rowOf('Beta')).getByRole('button', { name: 'Extra' }));
    expect(extra).toHaveBeenCalledWith('b');
  });

  it('shows only the granted columns when the menu restricts them', () => {
    renderItems({ columns: ['state'] });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['State', '操作']);
  });

  it('searches with the trimmed keyword', async () => {
    const { user, search } = renderItems();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '  al ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(search).toHaveBeenCalledWith('al');
  });
});
