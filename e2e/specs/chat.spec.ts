import { expect, test, type Page } from '@playwright/test';
import { callApi, signInByApi } from '../support/api';
import { signInOnLoginPage } from '../support/shell';

/** The server's initial password of a user created without one. */
const INITIAL_PASSWORD = 'Mepm123456';
/** Accounts and names of this run: the suite shares one database. */
const run = Date.now().toString(36);
const colleague = { account: `e2echat${run}`, realName: `聊天同事${run}` };

/** The top bar's chat button, whatever its unread count (an open chat hides it from readers). */
const chatButton = (page: Page) =>
  page.getByRole('button', { name: /^Chat(, \d+ unread)?$/, includeHidden: true });

test('two users chat with text and an emoticon; the unread count shows and falls to 0; forced offline closes the shell at once', async ({
  page,
  browser,
}) => {
  test.slow();
  await test.step('the administrator adds a colleague', async () => {
    const token = await signInByApi();
    const me = await callApi(token, 'GET', '/api/oauth/CurrentUser');
    const organizeId = (me.data as { userInfo: { organizeId: string } }).userInfo.organizeId;
    const created = await callApi(token, 'POST', '/api/permission/Users', {
      ...colleague,
      organizeId,
    });
    expect(created.code).toBe(200);
    // A user without any menu is shown "insufficient permissions": grant the home entry.
    const found = await callApi(
      token,
      'GET',
      `/api/permission/Users?keyword=${encodeURIComponent(colleague.account)}`,
    );
    const userId = (found.data as { list: { id: string }[] }).list[0]?.id ?? '';
    const tree = await callApi(
      token,
      'GET',
      `/api/permission/Authorize/Data/${userId}?objectType=user`,
    );
    const menus = (tree.data as { list: { id: string; enCode: string }[] }).list;
    const home = menus.find((menu) => menu.enCode === 'home');
    expect(home, 'the seeded home menu entry').toBeDefined();
    const granted = await callApi(token, 'PUT', `/api/permission/Authorize/Data/${userId}`, {
      objectType: 'user',
      menuIds: [home?.id],
      buttonIds: [],
      columnIds: [],
      formIds: [],
      resourceIds: [],
    });
    expect(granted.code).toBe(200);
  });

  await page.goto('/login');
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/login');
  await signInOnLoginPage(other, colleague.account, INITIAL_PASSWORD);
  await expect(chatButton(other)).toHaveAttribute('aria-label', 'Chat');

  await test.step('the administrator finds the colleague among the contacts and writes', async () => {
    await chatButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Chat' });
    await drawer.getByRole('tab', { name: 'Contacts' }).click();
    await drawer.getByRole('textbox', { name: 'Search contacts' }).fill(colleague.realName);
    // The colleague's shell is open: shown online (the dot, read as "Online").
    const contact = drawer.getByRole('button', { name: new RegExp(colleague.realName) });
    await expect(contact).toHaveAccessibleName(/Online/);
    await contact.click();
    const window = page.getByRole('dialog', { name: `Chat with ${colleague.realName}` });
    const input = window.getByRole('textbox', { name: /Enter sends/ });
    await input.fill('你好 ');
    await window.getByRole('button', { name: 'Emoticons' }).click();
    await page.getByRole('button', { name: '[微笑]' }).click();
    await expect(input).toHaveValue('你好 [微笑]');
    await input.press('Enter');
    const history = window.getByRole('list', { name: 'Messages' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('img', { name: '[微笑]' })).toBeVisible();
    await expect(history.getByText('Sending')).toHaveCount(0);
  });

  await test.step('the colleague sees it unread, opens it, and the count falls to 0', async () => {
    await expect(chatButton(other)).toHaveAttribute('aria-label', 'Chat, 1 unread');
    await chatButton(other).click();
    const drawer = other.getByRole('dialog', { name: 'Chat' });
    const row = drawer.getByRole('button', { name: /管理员/ });
    await expect(row.getByLabel('1 unread')).toBeVisible();
    await row.click();
    const window = other.getByRole('dialog', { name: 'Chat with 管理员' });
    const history = window.getByRole('list', { name: 'Messages' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('你好');
    await expect(history.getByRole('img', { name: '[微笑]' })).toBeVisible();
    await expect(chatButton(other)).toHaveAttribute('aria-label', 'Chat');

    await window.getByRole('textbox', { name: /Enter sends/ }).fill('收到');
    await window.getByRole('textbox', { name: /Enter sends/ }).press('Enter');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    // The administrator's open chat shows the answer, and it counts as read there.
    const adminHistory = page
      .getByRole('dialog', { name: `Chat with ${colleague.realName}` })
      .getByRole('list', { name: 'Messages' });
    await expect(adminHistory.getByRole('listitem')).toHaveCount(2);
    await expect(adminHistory).toContainText('收到');
    await expect(chatButton(page)).toHaveAttribute('aria-label', 'Chat');
  });

  await test.step('the administrator searches the conversation', async () => {
    const window = page.getByRole('dialog', { name: `Chat with ${colleague.realName}` });
    await window.getByRole('button', { name: 'Search messages' }).click();
    await window.getByRole('textbox', { name: 'Search messages' }).fill('收到');
    const results = window.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText('收到');
    await window.getByRole('button', { name: 'Search messages', pressed: true }).click();
    await expect(window.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(
      2,
    );
  });

  await test.step('forced offline, the colleague’s shell closes at once, told by the socket', async () => {
    await page.goto('/permission/onlineUser');
    // The colleague does nothing from here on, and no HTTP answer tells of the ended session
    // (a session code travels with 401): the socket's logout frame does.
    const refused: string[] = [];
    other.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    const forceOffline = page.getByRole('button', { name: `Force ${colleague.realName} offline` });
    await forceOffline.click();
    const confirm = page.getByRole('dialog', { name: 'Notice' });
    await confirm.getByRole('button', { name: 'OK' }).click();
    // The socket's logout frame carries the server's words; the login page still says them
    // after the reload, however briefly the toast showed.
    await expect(other).toHaveURL(/\/login/);
    await expect(other.getByRole('alert')).toHaveText('An administrator has signed you out');
    expect(refused).toEqual([]);
  });

  await otherContext.close();
});
