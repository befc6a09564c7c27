import { screen, waitFor, within } from '@testing-library/react';
import { requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import type { SeenRequest } from '../../../test/fetch-stub';
import { renderField } from './field-harness';
import { RELATION_RECORDS, relationOf } from './relation-fixture';
import { RelationFormField } from './RelationFormField';

const RECORDS = RELATION_RECORDS;
const customers = Array.from({ length: 25 }, (_, index) => ({
  id: `r${index + 1}`,
  name: `客户${index + 1}`,
  city: index % 2 === 0 ? '上海' : '北京',
}));

/** The server's answer: searched by the relation field, the ids asked for, the page asked for. */
function answer(request: SeenRequest) {
  const query = request.url.searchParams;
  const keyword = query.get('keyword') ?? '';
  const ids = query.get('ids')?.split(',');
  const currentPage = Number(query.get('currentPage') ?? '1');
  const pageSize = Number(query.get('pageSize') ?? '20');
  const matching = customers
    .filter((row) => row.name.includes(keyword))
    .filter((row) => ids === undefined || ids.includes(row.id));
  return {
    list: matching.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    pagination: { currentPage, pageSize, total: matching.length },
  };
}

const relation = relationOf;

const paramsOf = (request: SeenRequest | undefined) =>
  Object.fromEntries([...(request?.url.searchParams ?? [])].filter(([key]) => key !== 'n'));

describe('RelationFormField', () => {
  it('chooses a record in the 700 px picker over the design’s records, paged on the server', async () => {
    const seen = serveRoutes({ [RECORDS]: answer });
    const { user, changes } = renderField(RelationFormField, relation({ pageSize: '20' }));
    await user.click(screen.getByRole('textbox', { name: '客户' }));
    const dialog = await screen.findByRole('dialog', { name: '选择数据' });
    expect(dialog).toHaveStyle({ width: '700px' });
    expect(within(dialog).getByRole('columnheader', { name: '城市' })).toBeInTheDocument();
    expect(await within(dialog).findByText('客户20')).toBeInTheDocument();
    expect(paramsOf(requestsTo(seen, RECORDS)[0])).toEqual({
      relationField: 'name',
      columns: 'city',
      currentPage: '1',
      pageSize: '20',
    });
    await user.click(within(dialog).getByRole('button', { name: /next page|下一页/i }));
    await user.click(await within(dialog).findByText('客户23'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(changes).toEqual(['r23']);
    expect(screen.getByRole('textbox', { name: '客户' })).toHaveValue('客户23');
  });

  it('sends the keyword to the server and shows what it found', async () => {
    const seen = serveRoutes({ [RECORDS]: answer });
    const { user } = renderField(RelationFormField, relation());
    await user.click(screen.getByRole('textbox', { name: '客户' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('客户1');
    await user.type(
      within(dialog).getByRole('textbox', { name: '请输入关键词查询' }),
      '客户2{Enter}',
    );
    await waitFor(() => expect(within(dialog).queryByText('客户3')).not.toBeInTheDocument());
    expect(within(dialog).getByText('客户21')).toBeInTheDocument();
    expect(paramsOf(requestsTo(seen, RECORDS).at(-1))).toMatchObject({
      keyword: '客户2',
      currentPage: '1',
    });
  });

  it('names a saved value by asking for that record alone, and clears it', async () => {
    const seen = serveRoutes({ [RECORDS]: answer });
    const { user, changes } = renderField(RelationFormField, relation(), { value: 'r7' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '客户' })).toHaveValue('客户7'));
    expect(paramsOf(requestsTo(seen, RECORDS)[0])).toMatchObject({ ids: 'r7' });
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(changes).toEqual(['']);
    expect(screen.getByRole('textbox', { name: '客户' })).toHaveValue('');
  });

  it('shows the record’s text when read-only', async () => {
    serveRoutes({ [RECORDS]: answer });
    renderField(RelationFormField, relation(), { value: 'r2', readOnly: true, mode: 'detail' });
    expect(await screen.findByText('客户2')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
