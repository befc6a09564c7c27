import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CurrentUserBundle } from '@mepm/contract';
import {
  ADMIN_PASSWORD,
  currentUser,
  startApp,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { envelope } from '../support/requests';

describe('the feedback address in CurrentUser', () => {
  let configured: Harness;
  let unset: Harness;
  before(async () => {
    configured = await startApp({ feedbackEmail: 'feedback@example.com' });
    unset = await startApp();
  });
  after(async () => {
    await configured.close();
    await unset.close();
  });

  const bundleOf = async (h: Harness) =>
    envelope<CurrentUserBundle>(
      await currentUser(h.app, await tokenFor(h.app, 'admin', ADMIN_PASSWORD)),
    ).data;

  it('carries FEEDBACK_EMAIL to the shell', async () => {
    assert.equal((await bundleOf(configured)).feedbackEmail, 'feedback@example.com');
  });

  it('leaves it out when unset, so that the shell hides the feedback item', async () => {
    assert.ok(!('feedbackEmail' in (await bundleOf(unset))));
  });
});
