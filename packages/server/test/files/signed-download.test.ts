import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  FILE_NAME_SIGNING,
  fillPath,
  FILES,
  type SignedFileName,
  type UploadedFile,
} from '@mepm/contract';
import {
  ADMIN_PASSWORD,
  createUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope, TINY_PNG, upload } from '../support/requests';

describe('downloads: who may read a file, and signed names', () => {
  let h: Harness;
  let admin = '';
  let owner = '';
  let other = '';
  let annex: UploadedFile;
  let picture: UploadedFile;
  const content = Buffer.from('annex owned by one user\n');

  const raw = (url: string, token?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  const signedName = async (type: string, name: string, token: string) =>
    call(h.app, 'GET', `${FILE_NAME_SIGNING.getFileName}?encryption=${type}/${name}`, { token });

  before(async () => {
    h = await startApp();
    admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    await createUser(h.db, { account: 'fileowner', password: 'Owner1234' });
    await createUser(h.db, { account: 'fileother', password: 'Other1234' });
    owner = await tokenFor(h.app, 'fileowner', 'Owner1234');
    other = await tokenFor(h.app, 'fileother', 'Other1234');
    annex = envelope<UploadedFile>(
      await upload(h.app, 'annex', owner, { filename: '合同.txt', content }),
    ).data;
    picture = envelope<UploadedFile>(
      await upload(h.app, 'annexpic', owner, { filename: 'p.png', content: TINY_PNG }),
    ).data;
  });
  after(() => h.close());

  it('lets the owner and administrators download an annex, and refuses anyone else', async () => {
    assert.equal((await raw(annex.url, owner)).body, content.toString());
    assert.equal((await raw(annex.url, admin)).body, content.toString());
    const refused = await raw(annex.url, other);
    assert.equal(refused.statusCode, 403);
    assert.equal((await raw(picture.url, other)).statusCode, 403);
    assert.equal((await raw(annex.url)).statusCode, 401);
  });

  it('signs a name for a reader, which downloads without a session', async () => {
    assert.equal((await signedName('annex', annex.name, other)).statusCode, 403);
    const response = await signedName('annex', annex.name, owner);
    assert.equal(response.statusCode, 200, response.body);
    const signed = envelope<SignedFileName>(response).data;
    assert.notEqual(signed.name, annex.name);
    assert.equal(signed.url, fillPath(FILES.download, { type: 'annex', name: signed.name }));
    const download = await raw(signed.url);
    assert.equal(download.statusCode, 200);
    assert.equal(download.body, content.toString());
    // Administrators may sign any file.
    assert.equal((await signedName('annexpic', picture.name, admin)).statusCode, 200);
  });

  it('refuses a signed name that is altered, moved to another file or type, or expired', async () => {
    const signed = envelope<SignedFileName>(await signedName('annex', annex.name, owner)).data;
    const [, expires, signature] = signed.name.split('~');
    const attempts = [
      // Another file under the same signature.
      `${picture.name}~${expires}~${signature}`,
      // A later expiry.
      `${annex.name}~${(parseInt(expires ?? '0', 36) + 3600).toString(36)}~${signature}`,
      // A forged signature.
      `${annex.name}~${expires}~${'A'.repeat(22)}`,
    ];
    for (const name of attempts) {
      const response = await raw(fillPath(FILES.download, { type: 'annex', name }));
      assert.equal(response.statusCode, 403, name);
      assert.equal(envelope(response).msg, '下载链接无效或已过期');
    }
    const otherType = await raw(fillPath(FILES.download, { type: 'annexpic', name: signed.name }));
    assert.equal(otherType.statusCode, 403);

    assert.equal((await raw(signed.url)).statusCode, 200);
    h.clock.advance((FILE_NAME_SIGNING.lifetimeSeconds + 1) * 1000);
    const expired = await raw(signed.url);
    assert.equal(expired.statusCode, 403);
  });

  it('refuses a malformed file reference and answers 404 for an unknown file', async () => {
    const malformed = await call(
      h.app,
      'GET',
      `${FILE_NAME_SIGNING.getFileName}?encryption=annex/../../etc/passwd`,
      { token: owner, language: 'en' },
    );
    assert.equal(malformed.statusCode, 400);
    assert.equal(envelope(malformed).msg, 'file reference is not valid');
    const unknown = await signedName('annex', `${'0'.repeat(32)}.txt`, owner);
    assert.equal(unknown.statusCode, 404);
  });

  it('keeps avatars readable without a session', async () => {
    const avatar = envelope<UploadedFile>(
      await upload(h.app, 'userAvatar', owner, { filename: 'me.png', content: TINY_PNG }),
    ).data;
    assert.equal((await raw(avatar.url)).statusCode, 200);
  });
});
