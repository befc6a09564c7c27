import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CURRENT_USER, type CurrentUserBundle, type LoginResult } from '@mepm/contract';
import {
  createUser,
  currentUser,
  login,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { call, envelope } from '../support/requests';

describe('PUT .../Current/SystemTheme and .../Current/SystemLanguage', () => {
  let h: Harness;
  before(async () => {
    h = await startApp();
  });
  after(() => h.close());

  it('persist on the user; CurrentUser and the next sign-in report them', async () => {
    await createUser(h.db, { account: 'styler', password: 'Styler123' });
    const token = await tokenFor(h.app, 'styler', 'Styler123');
    const before = envelope<CurrentUserBundle>(await currentUser(h.app, token)).data.userInfo;
    assert.equal(before.theme, 'classic');
    assert.equal(before.language, 'zh');

    const theme = await call(h.app, 'PUT', CURRENT_USER.systemTheme, {
      token,
      payload: { theme: 'functional' },
    });
    assert.equal(theme.statusCode, 200, theme.body);
    const language = await call(h.app, 'PUT', CURRENT_USER.systemLanguage, {
      token,
      payload: { language: 'en' },
    });
    assert.equal(language.statusCode, 200, language.body);

    const after = envelope<CurrentUserBundle>(await currentUser(h.app, token)).data.userInfo;
    assert.equal(after.theme, 'functional');
    assert.equal(after.language, 'en');
    const signIn = envelope<LoginResult>(await login(h.app, 'styler', 'Styler123')).data;
    assert.equal(signIn.theme, 'functional');
  });

  it('refuse values outside the lists, naming the field', async () => {
    await createUser(h.db, { account: 'odd', password: 'Oddity123' });
    const token = await tokenFor(h.app, 'odd', 'Oddity123');
    const theme = await call(h.app, 'PUT', CURRENT_USER.systemTheme, {
      token,
      payload: { theme: 'dark' },
    });
    assert.equal(theme.statusCode, 400);
    assert.equal(envelope(theme).msg, '布局的取值无效');
    const language = await call(h.app, 'PUT', CURRENT_USER.systemLanguage, {
      token,
      language: 'en',
      payload: { language: 'fr' },
    });
    assert.equal(language.statusCode, 400);
    assert.equal(envelope(language).msg, 'language is not one of the allowed values');
    const info = envelope<CurrentUserBundle>(await currentUser(h.app, token)).data.userInfo;
    assert.deepEqual([info.theme, info.language], ['classic', 'zh']);
  });
});
