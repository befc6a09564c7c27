import { screen, waitFor, within } from '@testing-library/react';
import { envelope } from '../../../test/fetch-stub';
import { requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import { withNodeFormData } from '../../../test/node-form-data';
import { chooseFiles as choose, fieldOf, renderField } from './field-harness';
import { UploadFileField } from './UploadFileField';

const stored = (name: string, fileId: string, size: number) => ({
  name,
  fileId,
  size,
  url: `/api/file/Download/annex/${name}`,
});

withNodeFormData();

const file = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('UploadFileField', () => {
  it('uploads a chosen file as annex and keeps {name, fileId, fileName, size}', async () => {
    const seen = serveRoutes({ 'POST /api/file/Uploader/annex': stored('a1b2.pdf', 'f1', 10) });
    const { changes } = renderField(UploadFileField, fieldOf('uploadFile'));
    choose(file('合同.pdf', 10));
    await waitFor(() =>
      expect(changes).toEqual([
        [{ name: 'a1b2.pdf', fileId: 'f1', fileName: '合同.pdf', size: 10 }],
      ]),
    );
    expect(requestsTo(seen, 'POST /api/file/Uploader/annex')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '下载合同.pdf' })).toBeInTheDocument();
  });

  it('refuses a file over the size limit before any request', async () => {
    const seen = serveRoutes({});
    const field = fieldOf('uploadFile', { fileSize: 1, sizeUnit: 'KB' });
    const { changes } = renderField(UploadFileField, field);
    choose(file('big.pdf', 1025));
    expect(await screen.findByText('文件大小超过1KB')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(changes).toEqual([]);
  });

  it('defaults to 2 MB; a size of 0 checks nothing', async () => {
    serveRoutes({ 'POST /api/file/Uploader/annex': stored('x.pdf', 'f9', 3_000_000) });
    const limited = renderField(UploadFileField, fieldOf('uploadFile'));
    choose(file('x.pdf', 3_000_000));
    expect(await screen.findByText('文件大小超过2MB')).toBeInTheDocument();
    limited.unmount();
    const open = renderField(UploadFileField, fieldOf('uploadFile', { fileSize: 0 }));
    choose(file('x.pdf', 3_000_000));
    await waitFor(() => expect(open.changes).toHaveLength(1));
  });

  it('refuses an extension outside accept, and shows the design hint', async () => {
    const seen = serveRoutes({});
    const field = fieldOf('uploadFile', { accept: '.pdf, .docx', tipText: '只收合同扫描件' });
    renderField(UploadFileField, field);
    expect(screen.getByText('只收合同扫描件')).toBeInTheDocument();
    choose(file('run.exe', 10, 'application/octet-stream'));
    expect(await screen.findByText('只能上传以下类型的文件：.pdf, .docx')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('refuses a choice beyond the count limit', async () => {
    const seen = serveRoutes({});
    const value = [{ name: 'a.pdf', fileId: 'f1', fileName: 'a.pdf', size: 1 }];
    renderField(UploadFileField, fieldOf('uploadFile', { limit: 2 }), { value });
    choose([file('b.pdf', 1), file('c.pdf', 1)]);
    expect(await screen.findByText('当前限制最多可以上传2个文件')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("shows the server's refusal, or 上传失败 when no answer came", async () => {
    let answer: () => Response = () => envelope(400, null, '上传过于频繁，请30秒后再试');
    serveRoutes({ 'POST /api/file/Uploader/annex': () => answer() });
    const { changes } = renderField(UploadFileField, fieldOf('uploadFile'));
    choose(file('a.pdf', 1));
    expect(await screen.findByText('上传过于频繁，请30秒后再试')).toBeInTheDocument();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    choose(file('a.pdf', 1));
    expect(await screen.findByText('上传失败')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('removes a file, and in detail mode offers neither upload nor remove', async () => {
    serveRoutes({});
    const value = [
      { name: 'a.pdf', fileId: 'f1', fileName: '甲.pdf', size: 1 },
      { name: 'b.pdf', fileId: 'f2', fileName: '乙.pdf', size: 1 },
    ];
    const editing = renderField(UploadFileField, fieldOf('uploadFile'), { value });
    await editing.user.click(screen.getByRole('button', { name: '删除甲.pdf' }));
    expect(editing.changes).toEqual([[value[1]]]);
    editing.unmount();
    renderField(UploadFileField, fieldOf('uploadFile'), { value, readOnly: true, mode: 'detail' });
    const list = screen.getByRole('list', { name: '已上传文件' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('field-input-file')).not.toBeInTheDocument();
  });

  it('downloads through a freshly signed name', async () => {
    const seen = serveRoutes({
      'GET /api/file/getFileName': {
        name: 's~1~x',
        url: '/api/file/Download/annex/s~1~x',
        type: 'annex',
      },
    });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const value = [{ name: 'a.pdf', fileId: 'f1', fileName: '甲.pdf', size: 1 }];
    const { user } = renderField(UploadFileField, fieldOf('uploadFile'), { value });
    await user.click(screen.getByRole('button', { name: '下载甲.pdf' }));
    await waitFor(() =>
      expect(tab.location.href).toBe('http://api.test/api/file/Download/annex/s~1~x'),
    );
    expect(tab.opener).toBeNull();
    expect(
      requestsTo(seen, 'GET /api/file/getFileName')[0]?.url.searchParams.get('encryption'),
    ).toBe('annex/a.pdf');
    open.mockRestore();
  });
});
