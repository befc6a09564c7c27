import { screen, waitFor } from '@testing-library/react';
import { paramsOf, requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import { withNodeFormData } from '../../../test/node-form-data';
import { chooseFiles, fieldOf, renderField } from './field-harness';
import { UploadImageField } from './UploadImageField';

withNodeFormData();

const image = (name: string, type = 'image/png') => new File([new Uint8Array(8)], name, { type });

const signed = (request: { url: URL }) => {
  const name = (request.url.searchParams.get('encryption') ?? '').split('/')[1] ?? '';
  return { name: `${name}~sig`, url: `/api/file/Download/annexpic/${name}~sig`, type: 'annexpic' };
};

describe('UploadImageField', () => {
  it('uploads images as annexpic and shows them through signed names', async () => {
    const seen = serveRoutes({
      'POST /api/file/Uploader/annexpic': { name: 'p1.png', url: '', size: 8, fileId: 'f1' },
      'GET /api/file/getFileName': signed,
    });
    const { changes } = renderField(UploadImageField, fieldOf('uploadImage'));
    chooseFiles(image('照片.png'));
    await waitFor(() =>
      expect(changes).toEqual([[{ name: 'p1.png', fileId: 'f1', fileName: '照片.png', size: 8 }]]),
    );
    const shown = await screen.findByRole('img', { name: '照片.png' });
    expect(shown).toHaveAttribute('src', 'http://api.test/api/file/Download/annexpic/p1.png~sig');
    expect(paramsOf(requestsTo(seen, 'GET /api/file/getFileName')[0])).toEqual({
      encryption: 'annexpic/p1.png',
    });
  });

  it('refuses what is not an image, and more images than the limit', async () => {
    const seen = serveRoutes({ 'GET /api/file/getFileName': signed });
    const value = [{ name: 'p1.png', fileId: 'f1', fileName: 'a.png', size: 8 }];
    renderField(UploadImageField, fieldOf('uploadImage', { limit: 2 }), { value });
    chooseFiles(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('只能上传图片文件（png、jpg、gif、webp）')).toBeInTheDocument();
    chooseFiles([image('b.png'), image('c.png')]);
    expect(await screen.findByText('当前限制最多可以上传2张图片')).toBeInTheDocument();
    expect(requestsTo(seen, 'POST /api/file/Uploader/annexpic')).toHaveLength(0);
  });

  it('hides the upload button once the limit is reached, still offering removal', async () => {
    serveRoutes({ 'GET /api/file/getFileName': signed });
    const value = [{ name: 'p1.png', fileId: 'f1', fileName: 'a.png', size: 8 }];
    renderField(UploadImageField, fieldOf('uploadImage', { limit: 1 }), { value });
    expect(screen.queryByRole('button', { name: '字段' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除a.png' })).toBeInTheDocument();
  });

  it('shows images read-only in detail mode', async () => {
    serveRoutes({ 'GET /api/file/getFileName': signed });
    const value = [{ name: 'p1.png', fileId: 'f1', fileName: 'a.png', size: 8 }];
    renderField(UploadImageField, fieldOf('uploadImage'), {
      value,
      readOnly: true,
      mode: 'detail',
    });
    expect(await screen.findByRole('img', { name: 'a.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除a.png' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '字段' })).not.toBeInTheDocument();
  });
});
