import { screen, waitFor, within } from '@testing-library/react';
import type { ImportReport } from '@mepm/contract';
import { XLSX_MIME } from '@mepm/contract';
import { ONLINE_DEV_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  paramsOf,
  requestsTo,
  serveRoutes,
  withTableViewport,
} from '../../../../test/admin-page-kit';
import { captureDownloads } from '../../../../test/downloads';
import { withNodeFormData } from '../../../../test/node-form-data';
import { renderWithProviders } from '../../../../test/render-with-providers';
import OnlineDevPage from '../OnlineDevPage';
import { CONFIG, LIST, PAGE_PATH, ROWS, config } from '../test-fixtures';

const EXPORT = `POST ${PAGE_PATH}/Actions/Export`;
const TASK = 'GET /api/visualdev/OnlineDev/ExportTask/t1';
const TEMPLATE = `GET ${PAGE_PATH}/Template`;
const PREVIEW = `POST ${PAGE_PATH}/Actions/ImportPreview`;
const IMPORT = `POST ${PAGE_PATH}/Actions/Import`;
const EXPORT_DATA = `POST ${PAGE_PATH}/Actions/ExportData`;

/** An .xlsx answer as the server sends it: bytes, and the name in content-disposition. */
const xlsx = (name: string) =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    headers: {
      'Content-Type': XLSX_MIME,
      'Content-Disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

const page = () => ({ list: ROWS, pagination: { currentPage: 1, pageSize: 20, total: 2 } });

async function open(routes: Record<string, unknown>, rights = config()) {
  const seen = serveRoutes({ [CONFIG]: rights, [LIST]: page(), ...routes });
  const rendered = renderWithProviders(
    <OnlineDevPage menuId="m1" moduleId="d1" isTree={false} title="设备台账" />,
  );
  await screen.findByText('一号泵', {}, { timeout: 10_000 });
  return { seen, ...rendered };
}

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  read: 3,
  valid: 2,
  refused: 1,
  written: 0,
  errors: [{ row: 3, column: '名称', message: '名称不能为空' }],
  errorsOmitted: 0,
  ignoredColumns: ['备注'],
  headers: ['名称', '数量'],
  refusedRows: [{ row: 3, cells: [null, 5] }],
  ...over,
});

withNodeFormData();

describe('the generated page’s Excel buttons', () => {
  withTableViewport();
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  it('exports the chosen columns of every match of the search, and saves the file answered', async () => {
    const { seen, user } = await open({ [EXPORT]: () => xlsx('设备台账.xlsx') });
    const search = within(screen.getByRole('region', { name: '查询条件' }));
    await user.type(search.getByLabelText('名称'), '泵');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(requestsTo(seen, LIST)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { name: '导出 Excel' });
    await user.click(within(dialog).getByRole('checkbox', { name: '数量' }));
    await user.click(within(dialog).getByRole('radio', { name: '全部符合条件的记录' }));
    await user.click(within(dialog).getByRole('button', { name: '导出' }));

    await waitFor(() => expect(downloads.clicked).toHaveBeenCalledTimes(1));
    expect(downloads.name()).toBe('设备台账.xlsx');
    expect(bodySentTo(seen, EXPORT)).toMatchObject({
      menuId: 'm1',
      dataType: 1,
      json: JSON.stringify({ name: '泵' }),
      selectKey: ['name', 'day', 'kind'],
    });
    expect(await screen.findByText('已导出 设备台账.xlsx')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('follows a background export to its end and downloads its file', async () => {
    let polls = 0;
    const task = (state: string, written: number) => ({
      taskId: 't1',
      state,
      written,
      total: 30_000,
    });
    const { seen, user } = await open({
      [EXPORT]: task('running', 0),
      [TASK]: (request: { url: URL }) => {
        if (request.url.searchParams.get('download') === '1') return xlsx('设备台账.xlsx');
        polls += 1;
        return polls === 1 ? task('running', 12_000) : task('done', 30_000);
      },
    });
    await user.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { name: '导出 Excel' });
    await user.click(within(dialog).getByRole('button', { name: '导出' }));
    expect(
      await within(dialog).findByText('后台导出中：12000 / 30000 行', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('导出完成，共 30000 行', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const polled = requestsTo(seen, TASK).length;
    await user.click(within(dialog).getByRole('button', { name: '下载文件' }));
    await waitFor(() => expect(downloads.clicked).toHaveBeenCalledTimes(1));
    expect(downloads.name()).toBe('设备台账.xlsx');
    // A finished task is asked for no more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestsTo(seen, TASK).filter((r) => !r.url.searchParams.has('download'))).toHaveLength(
      polled,
    );
  }, 30_000);

  it('checks a file, reports the refused row, exports it with its reason, then imports', async () => {
    const { seen, user } = await open({
      [TEMPLATE]: () => xlsx('设备台账模板.xlsx'),
      [PREVIEW]: report(),
      [IMPORT]: report({ written: 2 }),
      [EXPORT_DATA]: () => xlsx('设备台账未导入.xlsx'),
    });
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入 Excel' });
    await user.click(within(dialog).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(downloads.name()).toBe('设备台账模板.xlsx'));
    expect(paramsOf(requestsTo(seen, TEMPLATE)[0])).toEqual({ menuId: 'm1' });

    const file = new File(['PK'], '设备.xlsx', { type: 'application/octet-stream' });
    await user.upload(within(dialog).getByTestId('import-file'), file);
    expect(within(dialog).getByText('设备.xlsx')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '检查' }));
    expect(
      await within(dialog).findByText('读取 3 行：有效 2 行，未通过 1 行，已写入 0 行'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('未识别的列（未读取）：备注')).toBeInTheDocument();
    const refusal = within(dialog).getByRole('row', { name: /名称不能为空/ });
    expect(within(refusal).getByText('3')).toBeInTheDocument();
    const previewRequest = requestsTo(seen, PREVIEW)[0];
    expect(paramsOf(previewRequest)).toMatchObject({ menuId: 'm1', allOrNothing: '0' });
    expect(previewRequest?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(previewRequest?.body).toContain('filename="设备.xlsx"');

    await user.click(within(dialog).getByRole('button', { name: '导出未通过的行' }));
    await waitFor(() => expect(downloads.clicked).toHaveBeenCalledTimes(2));
    expect(bodySentTo(seen, EXPORT_DATA)).toEqual({
      headers: ['名称', '数量'],
      rows: [{ cells: [null, 5], reason: '名称: 名称不能为空' }],
    });

    await user.click(
      within(dialog).getByRole('checkbox', { name: '有任一行未通过时不导入任何行' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(
      await within(dialog).findByText('读取 3 行：有效 2 行，未通过 1 行，已写入 2 行'),
    ).toBeInTheDocument();
    expect(paramsOf(requestsTo(seen, IMPORT)[0])).toMatchObject({ allOrNothing: '1' });
    // The written rows show in the list; the same file cannot be imported twice.
    await waitFor(() => expect(requestsTo(seen, LIST)).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
  }, 30_000);

  it('shows neither button without export and import among the granted buttons', async () => {
    const rights = config(
      {},
      { buttons: [ONLINE_DEV_BUTTON.add, ONLINE_DEV_BUTTON.edit, ONLINE_DEV_BUTTON.remove] },
    );
    await open({}, rights);
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
  }, 30_000);
});
