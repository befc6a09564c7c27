import { screen, waitFor } from '@testing-library/react';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { TEST_API } from '../../../test/render-with-providers';
import { baseInfo, renderProfile, TOKEN } from '../profile-test-kit';
import { withNodeFormData } from '../../../test/node-form-data';

const MB = 1024 * 1024;

withNodeFormData();

function image(bytes: number, name = 'me.png'): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

describe('AvatarPanel', () => {
  it('refuses an image over 2 MB without any request', async () => {
    const seen = stubFetch(() => envelope(200, baseInfo()));
    const { user } = renderProfile('avatar');
    await screen.findByText('请选择图片文件，大小不超过2MB');
    const before = seen.length;

    await user.upload(screen.getByLabelText('选择图片'), image(2 * MB + 1));

    expect(await screen.findByRole('alert')).toHaveTextContent('文件大小超过2MB');
    expect(seen).toHaveLength(before);
  });

  it('says the limit in English too', async () => {
    stubFetch(() => envelope(200, baseInfo()));
    const { user } = renderProfile('avatar', 'en');
    await user.upload(await screen.findByLabelText('Choose image'), image(3 * MB));

    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 2 MB');
  });

  it('uploads the image as userAvatar, then sets the returned name and shows the new avatar', async () => {
    let headIcon = '';
    const seen = stubFetch(({ url, method }) => {
      if (url.pathname === '/api/file/Uploader/userAvatar') {
        return envelope(200, { name: 'a1b2.png', url: '/x', size: 10, fileId: 'f1' });
      }
      if (url.pathname === '/api/permission/Users/Current/Avatar/a1b2.png' && method === 'PUT') {
        headIcon = '/api/file/Download/userAvatar/a1b2.png';
        return envelope(200, { headIcon });
      }
      return envelope(200, baseInfo({ headIcon }));
    });
    const { user, store } = renderProfile('avatar');
    await screen.findByText('请选择图片文件，大小不超过2MB');

    await user.upload(screen.getByLabelText('选择图片'), image(2 * MB));

    expect(await screen.findByRole('alert')).toHaveTextContent('头像修改成功');
    const upload = seen.find((request) => request.url.pathname.startsWith('/api/file/Uploader'));
    expect(upload?.method).toBe('POST');
    expect(upload?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(upload?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('filename="me.png"');
    const put = seen.find((request) => request.url.pathname.includes('/Current/Avatar/'));
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe('/api/permission/Users/Current/Avatar/a1b2.png');
    expect(seen.findIndex((request) => request === put)).toBeGreaterThan(
      seen.findIndex((request) => request === upload),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '当前头像' })).toHaveAttribute(
        'src',
        `${TEST_API}/api/file/Download/userAvatar/a1b2.png`,
      ),
    );
    expect(store.getState().session.userInfo?.headIcon).toBe(headIcon);
  });
});
