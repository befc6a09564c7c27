import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Value } from 'typebox/value';
import {
  ColumnDesignSchema,
  type FieldKey,
  type FormField,
  type WebDesignRecord,
} from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { newField } from '../../../../shared/form-designer';
import {
  bodySentTo,
  pageOf,
  renderListPage,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../../test/admin-page-kit';
import { designRow } from '../test-designs';

const PUT = 'PUT /api/visualdev/Base/1';

/** A real designer node of the type, named and labelled as given. */
function field(key: FieldKey, model: string, label: string, formId: number): FormField {
  const { node } = newField(key, formId, { label, item: (n) => `项${n}` });
  // A spread of a union node is no longer narrowed to one type; only the key changes.
  return { ...node, __vModel__: model } as FormField;
}

const record: WebDesignRecord = {
  ...designRow('1', { fullName: '采购单', enCode: 'purchase' }),
  formData: {
    formConf: {},
    fields: [
      field('input', 'title', '名称', 1),
      field('number', 'amount', '金额', 2),
      field('select', 'kind', '类别', 3),
    ],
  },
  columnData: null,
  tables: null,
  releasedKeys: [],
};

function serve() {
  return serveRoutes({
    'GET /api/visualdev/Base': pageOf([record]),
    'GET /api/system/DictionaryData/visualDevCategory/Data/Selector': { list: [] },
    'GET /api/visualdev/Base/1': record,
    [PUT]: null,
  });
}

async function openListDesign() {
  const { user } = await renderListPage('/onlineDev/webDesign', 'purchase', {
    buttons: Object.values(ADMIN_BUTTON),
  });
  await user.click(within(rowOf('purchase')).getByRole('button', { name: '设计' }));
  const dialog = within(await screen.findByRole('dialog', { name: '采购单' }));
  await user.click(await dialog.findByRole('tab', { name: '列表设计' }));
  // Queries within the list's panel: the form designer's large tree stays mounted beside it.
  const panel = within(dialog.getByRole('tabpanel', { name: '列表设计' }));
  return { user, dialog, panel };
}

/** Picks an option of an open select's list (searching its list box, not the whole page). */
async function pick(user: UserEvent, combobox: HTMLElement, name: string) {
  await user.click(combobox);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

const sentColumns = (seen: Parameters<typeof bodySentTo>[0]) =>
  (bodySentTo(seen, PUT) as WebDesignRecord).columnData;

describe('the list designer of 设计', () => {
  withTableViewport();

  it('chooses columns and searches, sets the type and paging, and saves them with the form', async () => {
    const seen = serve();
    const { user, dialog, panel } = await openListDesign();
    const listed = within(panel.getByRole('group', { name: '列表字段' }));
    await user.click(listed.getByRole('checkbox', { name: '金额' }));
    await user.click(listed.getByRole('checkbox', { name: '名称' }));
    const searched = within(panel.getByRole('group', { name: '查询字段' }));
    await user.click(searched.getByRole('checkbox', { name: '金额' }));

    const columns = within(panel.getByRole('group', { name: '列表列' }));
    const amount = within(columns.getByRole('group', { name: '金额' }));
    await user.click(amount.getByRole('checkbox', { name: '可排序' }));
    await user.type(amount.getByRole('textbox', { name: '宽度' }), '120');
    await user.click(panel.getByRole('button', { name: '下移 金额' }));
    await pick(user, panel.getByRole('combobox', { name: '匹配方式' }), '范围');

    await user.click(panel.getByRole('radio', { name: '左侧树 + 列表' }));
    await pick(user, panel.getByRole('combobox', { name: '默认排序字段' }), '金额');
    await pick(user, panel.getByRole('combobox', { name: '每页条数' }), '50');
    await user.click(panel.getByRole('checkbox', { name: '批量删除' }));
    await user.click(panel.getByRole('switch', { name: '数据权限' }));

    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(seen, PUT)).toHaveLength(1));
    const columnData = sentColumns(seen);
    expect(Value.Check(ColumnDesignSchema, columnData)).toBe(true);
    expect(columnData).toMatchObject({
      columnList: [
        { prop: 'title', label: '名称', width: null, sortable: false },
        { prop: 'amount', label: '金额', width: 120, sortable: true },
      ],
      searchList: [{ prop: 'amount', label: '金额', match: 'between' }],
      type: 2,
      treeField: 'kind',
      defaultSidx: 'amount',
      hasPage: true,
      pageSize: 50,
      btnsList: ['add', 'download', 'upload'],
      useDataPermission: false,
    });
  }, 150_000);

  it('keeps each side across tab switches, follows the form live and drops a removed field', async () => {
    const seen = serve();
    const { user, dialog } = await openListDesign();
    // The list's panes are drawn only while its tab is shown: found afresh after each switch.
    const panel = () => within(dialog.getByRole('tabpanel', { name: '列表设计' }));
    const listed = () => within(panel().getByRole('group', { name: '列表字段' }));
    await user.click(listed().getByRole('checkbox', { name: '金额' }));
    expect(panel().getByRole('columnheader', { name: /金额/ })).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: '表单设计' }));
    const canvas = within(dialog.getByRole('region', { name: '画布' }));
    const palette = within(dialog.getByRole('navigation', { name: '控件' }));
    await user.click(palette.getByRole('button', { name: '日期选择' }));
    await user.click(canvas.getByRole('button', { name: '金额' }));
    await user.keyboard('{Delete}');

    await user.click(dialog.getByRole('tab', { name: '列表设计' }));
    expect(panel().getByRole('alert')).toHaveTextContent('金额');
    expect(listed().getByRole('checkbox', { name: '日期选择' })).not.toBeChecked();
    expect(listed().queryByRole('checkbox', { name: '金额' })).not.toBeInTheDocument();
    // Its column went with it: the list has none left.
    expect(panel().getByText('在左侧勾选列表字段')).toBeInTheDocument();
    await user.click(listed().getByRole('checkbox', { name: '日期选择' }));

    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(seen, PUT)).toHaveLength(1));
    const columnData = sentColumns(seen);
    expect(Value.Check(ColumnDesignSchema, columnData)).toBe(true);
    expect(columnData?.columnList.map((column) => column.label)).toEqual(['日期选择']);

    await user.click(panel().getByRole('checkbox', { name: '导出' }));
    await user.click(dialog.getByRole('button', { name: '关闭' }));
    expect(await screen.findByRole('dialog', { name: '提示' })).toHaveTextContent(
      '有未保存的修改, 确定要关闭吗?',
    );
  }, 150_000);

  it('sends an untouched list design as it was (none) and closes without asking', async () => {
    const seen = serve();
    const { user, dialog } = await openListDesign();
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(seen, PUT)).toHaveLength(1));
    expect(sentColumns(seen)).toBeNull();
    await user.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 150_000);
});
