import { screen, waitFor, within } from '@testing-library/react';
import { bodySentTo, requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import type { SeenRequest } from '../../../test/fetch-stub';
import { fieldOf, renderField } from './field-harness';
import { PopupAttrField } from './PopupAttrField';
import { PopupRowsProvider } from './popup-rows';
import { PopupSelectField } from './PopupSelectField';

const OPTIONS = 'POST /api/system/DataInterface/di1/Actions/Options';
const customers = Array.from({ length: 25 }, (_, index) => ({
  id: `c${index + 1}`,
  fullName: `客户${index + 1}`,
  children: [],
}));

/** A paging interface: the page asked for, out of every customer. */
function pagedCustomers(request: SeenRequest) {
  const body = JSON.parse(request.body) as { currentPage?: number; pageSize?: number };
  const currentPage = body.currentPage ?? 1;
  const pageSize = body.pageSize ?? 100;
  return {
    list: customers.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    pagination: { currentPage, pageSize, total: customers.length },
  };
}

const popup = (props: Record<string, unknown> = {}) =>
  fieldOf(
    'popupSelect',
    {
      interfaceId: 'di1',
      propsValue: 'id',
      relationField: 'fullName',
      columnOptions: [
        { value: 'id', label: '编号' },
        { value: 'fullName', label: '名称' },
      ],
      ...props,
    },
    '客户',
  );

describe('PopupSelectField', () => {
  it('chooses a row in the 700 px data picker, pages on the server and stores its propsValue', async () => {
    const seen = serveRoutes({ [OPTIONS]: pagedCustomers });
    const { user, changes } = renderField(
      PopupSelectField,
      popup({ hasPage: true, pageSize: '20' }),
    );
    await user.click(screen.getByRole('textbox', { name: '客户' }));
    const dialog = await screen.findByRole('dialog', { name: '选择数据' });
    expect(dialog).toHaveStyle({ width: '700px' });
    expect(within(dialog).getByRole('columnheader', { name: '名称' })).toBeInTheDocument();
    expect(await within(dialog).findByText('客户20')).toBeInTheDocument();
    expect(bodySentTo(seen, OPTIONS)).toEqual({ currentPage: 1, pageSize: 20 });
    await user.click(within(dialog).getByRole('button', { name: /next page|下一页/i }));
    await user.click(await within(dialog).findByText('客户23'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(changes).toEqual(['c23']);
    expect(screen.getByRole('textbox', { name: '客户' })).toHaveValue('客户23');
  });

  it('sends the keyword to the interface and filters what it answered', async () => {
    const seen = serveRoutes({ [OPTIONS]: { list: customers } });
    const { user } = renderField(
      PopupSelectField,
      popup({ popupTitle: '选择客户', popupWidth: 900 }),
    );
    await user.click(screen.getByRole('textbox', { name: '客户' }));
    const dialog = await screen.findByRole('dialog', { name: '选择客户' });
    await within(dialog).findByText('客户25');
    await user.type(
      within(dialog).getByRole('textbox', { name: '请输入关键词查询' }),
      '客户2{Enter}',
    );
    await waitFor(() => expect(within(dialog).queryByText('客户3')).not.toBeInTheDocument());
    expect(within(dialog).getByText('客户21')).toBeInTheDocument();
    const last = requestsTo(seen, OPTIONS).at(-1);
    expect(JSON.parse(last?.body ?? 'null')).toEqual({ args: { keyword: '客户2' } });
    expect(dialog).toHaveStyle({ width: '900px' });
  });

  it('opens as a drawer when the design says so', async () => {
    serveRoutes({ [OPTIONS]: { list: customers.slice(0, 2) } });
    const { user, changes } = renderField(PopupSelectField, popup({ popupType: 'drawer' }));
    await user.click(screen.getByRole('textbox', { name: '客户' }));
    const drawer = await screen.findByRole('dialog', { name: '选择数据' });
    expect(drawer).toHaveClass('MuiDrawer-paper');
    await user.click(await within(drawer).findByRole('radio', { name: '选择 客户2' }));
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(changes).toEqual(['c2']);
  });

  it('chooses several rows when multiple', async () => {
    serveRoutes({ [OPTIONS]: { list: customers.slice(0, 3) } });
    const { user, changes } = renderField(PopupSelectField, popup({ multiple: true }));
    await user.click(screen.getByRole('textbox', { name: '客户' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 客户1' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 客户3' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(changes).toEqual([['c1', 'c3']]);
  });

  it('names a saved value from the interface, and its popup attribute shows the row', async () => {
    const seen = serveRoutes({ [OPTIONS]: { list: customers } });
    const attr = fieldOf('popupAttr', { relationField: 'field1', showField: 'fullName' }, '客户名');
    renderField(
      () => (
        <PopupRowsProvider>
          <PopupSelectField
            field={popup()}
            value="c7"
            onChange={jest.fn()}
            onBlur={jest.fn()}
            readOnly
            mode="detail"
            inputId="select"
            required={false}
            size="medium"
          />
          <PopupAttrField
            field={attr}
            value="c7"
            onChange={jest.fn()}
            onBlur={jest.fn()}
            readOnly
            mode="detail"
            inputId="attr"
            required={false}
            size="medium"
          />
        </PopupRowsProvider>
      ),
      attr,
    );
    await waitFor(() => expect(screen.getAllByText('客户7')).toHaveLength(2));
    expect(requestsTo(seen, OPTIONS)).toHaveLength(1);
  });
});
