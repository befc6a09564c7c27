import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UploadedFile } from '@mepm/contract';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { files } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { envelope, multipartFile, TINY_PNG, upload, uploadInTwoPieces } from '../support/requests';

const MB = 1_048_576;

/** PNG signature and header, then padding: file-type judges it a PNG of the given size. */
function pngOfSize(size: number): Buffer {
  const content = Buffer.alloc(size);
  TINY_PNG.copy(content);
  return content;
}

describe('POST /api/file/Uploader/:type and GET /api/file/Download/:type/:name', () => {
  let h: Harness;
  let token: string;
  before(async () => {
    // The product's limits, but enough uploads a minute for every test here.
    ({ h, token } = await startAppAsAdmin({
      uploads: { ...loadConfig({}).uploads, perMinute: 1000 },
    }));
  });
  after(() => h.close());

  it('accepts a real PNG under a server-made name and answers name, url, size and fileId', async () => {
    const response = await upload(h.app, 'userAvatar', token, {
      filename: 'photo.png',
      content: TINY_PNG,
    });
    assert.equal(response.statusCode, 200, response.body);
    const file = envelope<UploadedFile>(response).data;
    assert.match(file.name, /^[0-9a-f]{32}\.png$/);
    assert.equal(file.url, `/api/file/Download/userAvatar/${file.name}`);
    assert.equal(file.size, TINY_PNG.length);
    const [row] = await h.db.select().from(files).where(eq(files.id, file.fileId));
    assert.equal(row?.mime, 'image/png');
    assert.deepEqual(row?.content, TINY_PNG);
  });

  it('refuses a text file named .png and sent as image/png, judging by content', async () => {
    const response = await upload(
      h.app,
      'userAvatar',
      token,
      {
        filename: 'evil.png',
        content: Buffer.from('<script>alert(1)</script>'),
        mimetype: 'image/png',
      },
      'en',
    );
    assert.equal(response.statusCode, 400);
    assert.equal(envelope(response).msg, 'Only images can be uploaded (png, jpg, gif, webp)');
  });

  it('refuses a file over 2 MB with the size message and accepts one just under', async () => {
    const over = await upload(h.app, 'userAvatar', token, {
      filename: 'big.png',
      content: pngOfSize(2 * MB + 1),
    });
    assert.equal(over.statusCode, 413);
    assert.deepEqual(envelope(over), { code: 413, msg: '文件大小超过2MB', data: null });

    const under = await upload(h.app, 'annexpic', token, {
      filename: 'fine.png',
      content: pngOfSize(2 * MB - 1024),
    });
    assert.equal(under.statusCode, 200, under.body);
    assert.equal(envelope<UploadedFile>(under).data.size, 2 * MB - 1024);
  });

  it('refuses files cut at the limit, 20 at once, and stores none of them', async () => {
    const [before] = await h.db.select({ n: count() }).from(files);
    // The body pauses right after the limit's last byte: the parser hands over exactly 2 MB,
    // then learns of the rest and marks the file truncated.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        uploadInTwoPieces(h.app, token, pngOfSize(2 * MB + 4096), 2 * MB),
      ),
    );
    for (const response of responses) {
      assert.equal(response.statusCode, 413, response.body);
      assert.deepEqual(envelope(response), { code: 413, msg: '文件大小超过2MB', data: null });
    }
    const [after] = await h.db.select({ n: count() }).from(files);
    assert.equal(after?.n, before?.n);
  });

  it('refuses a NUL in a multipart field or file name, naming the field', async () => {
    const file = multipartFile('file', 'a.txt', Buffer.from('a'));
    const boundary = file.contentType.split('boundary=')[1] ?? '';
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\nx\0y\r\n`,
    );
    const withField = await h.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      headers: { 'content-type': file.contentType, authorization: `Bearer ${token}` },
      payload: Buffer.concat([field, file.payload]),
    });
    assert.equal(withField.statusCode, 400);
    assert.equal(envelope(withField).msg, 'remark不能包含空字符（U+0000）');

    const withName = await upload(h.app, 'annex', token, {
      filename: 'a\0.txt',
      content: Buffer.from('a'),
    });
    assert.equal(withName.statusCode, 400);
    assert.equal(envelope(withName).msg, '文件不能包含空字符（U+0000）');
  });

  it('refuses a multipart body without a boundary or cut short with a 400 envelope', async () => {
    const post = (contentType: string, payload: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/file/Uploader/annex',
        headers: {
          'content-type': contentType,
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
        },
        payload,
      });
    const noBoundary = await post('multipart/form-data', 'hello');
    const cutShort = await post(
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhel',
    );
    for (const response of [noBoundary, cutShort]) {
      assert.deepEqual(envelope(response), {
        code: 400,
        msg: 'The upload is incomplete or not valid multipart data',
        data: null,
      });
    }
  });

  it('treats a path-traversal file name as a display name only', async () => {
    const response = await upload(h.app, 'annex', token, {
      filename: '../../etc/passwd',
      content: Buffer.from('root:x:0:0:root:/root:/bin/bash\n'),
    });
    assert.equal(response.statusCode, 200, response.body);
    const file = envelope<UploadedFile>(response).data;
    assert.match(file.name, /^[0-9a-f]{32}\.bin$/);

    const download = await h.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/octet-stream');
    assert.equal(
      download.headers['content-disposition'],
      `attachment; filename="passwd"; filename*=UTF-8''passwd`,
    );
    assert.equal(download.body, 'root:x:0:0:root:/root:/bin/bash\n');
  });

  it('gives any file name a Content-Disposition that cannot break the header', async () => {
    const response = await upload(h.app, 'annex', token, {
      filename: "报告 终稿;%'.txt",
      content: Buffer.from('hello'),
    });
    const file = envelope<UploadedFile>(response).data;
    assert.match(file.name, /^[0-9a-f]{32}\.txt$/);
    const download = await h.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(
      download.headers['content-disposition'],
      `attachment; filename="__ __;_'.txt"; filename*=UTF-8''` +
        '%E6%8A%A5%E5%91%8A%20%E7%BB%88%E7%A8%BF%3B%25%27.txt',
    );
  });

  it('needs the session to download anything but avatars, and answers 404 for unknown names', async () => {
    const file = envelope<UploadedFile>(
      await upload(h.app, 'annex', token, { filename: 'a.txt', content: Buffer.from('a') }),
    ).data;
    const anonymous = await h.app.inject({ method: 'GET', url: file.url });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(envelope(anonymous).code, 600);

    const missing = await h.app.inject({
      method: 'GET',
      url: '/api/file/Download/userAvatar/0123456789abcdef0123456789abcdef.png?n=1',
      headers: { 'accept-language': 'en' },
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(envelope(missing).msg, 'The file does not exist');

    const wrongType = await h.app.inject({
      method: 'GET',
      url: `/api/file/Download/userAvatar/${file.name}`,
    });
    assert.equal(wrongType.statusCode, 404, 'a file is found only under its own type');
  });

  it('serves rich-text images by their names without a session, as the <img> of every reader needs', async () => {
    const image = envelope<UploadedFile>(
      await upload(h.app, 'editorImage', token, { filename: 'p.png', content: TINY_PNG }),
    ).data;
    assert.equal(image.url, `/api/file/Download/editorImage/${image.name}`);
    const anonymous = await h.app.inject({ method: 'GET', url: image.url });
    assert.equal(anonymous.statusCode, 200);
    assert.equal(anonymous.headers['content-type'], 'image/png');
    assert.match(String(anonymous.headers['cache-control']), /^public/);

    const notImage = await upload(h.app, 'editorImage', token, {
      filename: 'p.png',
      content: Buffer.from('<script>alert(1)</script>'),
    });
    assert.equal(notImage.statusCode, 400, 'only images, judged by their bytes');

    const picture = envelope<UploadedFile>(
      await upload(h.app, 'annexpic', token, { filename: 'q.png', content: TINY_PNG }),
    ).data;
    const privatePicture = await h.app.inject({ method: 'GET', url: picture.url });
    assert.equal(privatePicture.statusCode, 401, 'other pictures stay private');
  });

  it('refuses unknown upload types and bodies without a file', async () => {
    const unknown = await upload(h.app, 'script', token, { filename: 'a.png', content: TINY_PNG });
    assert.equal(unknown.statusCode, 400);
    assert.equal(envelope(unknown).msg, '类型的取值无效');

    const notMultipart = await h.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    assert.equal(notMultipart.statusCode, 400);
    assert.equal(envelope(notMultipart).msg, '请选择要上传的文件');
  });
});
