import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CURRENT_USER,
  fillPath,
  type AvatarResult,
  type CurrentUserBaseInfo,
  type CurrentUserBundle,
  type UploadedFile,
} from '@mepm/contract';
import { createUser, currentUser, startApp, tokenFor, type Harness } from '../support/app-harness';
import { call, envelope, TINY_PNG, upload } from '../support/requests';

describe('PUT /api/permission/Users/Current/Avatar/:name', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  it('sets an uploaded avatar as the head icon, downloadable byte for byte without a session', async () => {
    await createUser(h.db, { account: 'face', password: 'Face12345' });
    const token = await tokenFor(h.app, 'face', 'Face12345');
    const uploaded = await upload(h.app, 'userAvatar', token, {
      filename: 'me.png',
      content: TINY_PNG,
      mimetype: 'image/png',
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const file = envelope<UploadedFile>(uploaded).data;

    const set = await call(h.app, 'PUT', fillPath(CURRENT_USER.avatar, { name: file.name }), {
      token,
    });
    assert.equal(set.statusCode, 200, set.body);
    const headIcon = envelope<AvatarResult>(set).data.headIcon;
    assert.equal(headIcon, `/api/file/Download/userAvatar/${file.name}`);
    assert.equal(headIcon, file.url);

    const info = envelope<CurrentUserBaseInfo>(
      await call(h.app, 'GET', CURRENT_USER.baseInfo, { token }),
    ).data;
    assert.equal(info.headIcon, headIcon);
    const bundle = envelope<CurrentUserBundle>(await currentUser(h.app, token)).data;
    assert.equal(bundle.userInfo.headIcon, headIcon);

    // As an <img> tag fetches it: no Authorization header.
    const image = await h.app.inject({ method: 'GET', url: headIcon });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(image.rawPayload, TINY_PNG);
  });

  it("answers 404 for an unknown name and for someone else's avatar", async () => {
    await createUser(h.db, { account: 'owner', password: 'Owner1234' });
    await createUser(h.db, { account: 'taker', password: 'Taker1234' });
    const ownerToken = await tokenFor(h.app, 'owner', 'Owner1234');
    const takerToken = await tokenFor(h.app, 'taker', 'Taker1234');
    const file = envelope<UploadedFile>(
      await upload(h.app, 'userAvatar', ownerToken, { filename: 'o.png', content: TINY_PNG }),
    ).data;

    for (const name of [file.name, 'missing.png']) {
      const response = await call(h.app, 'PUT', fillPath(CURRENT_USER.avatar, { name }), {
        token: takerToken,
        language: 'en',
      });
      assert.equal(response.statusCode, 404, name);
      assert.deepEqual(envelope(response), {
        code: 404,
        msg: 'The file does not exist',
        data: null,
      });
    }
    const info = envelope<CurrentUserBaseInfo>(
      await call(h.app, 'GET', CURRENT_USER.baseInfo, { token: takerToken }),
    ).data;
    assert.equal(info.headIcon, '');
  });

  it('accepts only userAvatar uploads as avatars', async () => {
    await createUser(h.db, { account: 'mixer', password: 'Mixer1234' });
    const token = await tokenFor(h.app, 'mixer', 'Mixer1234');
    const annex = envelope<UploadedFile>(
      await upload(h.app, 'annexpic', token, { filename: 'p.png', content: TINY_PNG }),
    ).data;
    const response = await call(h.app, 'PUT', fillPath(CURRENT_USER.avatar, { name: annex.name }), {
      token,
    });
    assert.equal(response.statusCode, 404);
    assert.equal(envelope(response).msg, '文件不存在');
  });
});
