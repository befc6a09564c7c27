import { expect, test, type Page } from '@playwright/test';
import { callApi, signInByApi } from '../support/api';
import { ROLE_USER_PASSWORD, createUserWithRole } from '../support/roles';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

/**
 * The shipped leave flow end to end with the real engine: a staff member launches it, the
 * administrator (who stands in for the missing manager) approves it in another browser, the
 * initiator reads the approval in the history, and the administrator finds the copy (CC) the flow
 * sends at its end under 抄送事宜.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const LEAVE = '请假申请';

async function openWorkflowPage(page: Page, item: string) {
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  const link = menu.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Workflow' }).click();
  await link.click();
}

/** The row of the task launched by `initiator` in the page's list. */
const taskRow = (page: Page, initiator: string) =>
  page
    .getByRole('row')
    .filter({ hasText: `${LEAVE}(${initiator})` })
    .first();

test('a staff member launches the leave flow, the administrator approves it and is told of it', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = await signInByApi();
  const roles = await callApi(token, 'GET', '/api/permission/Role?keyword=staff');
  const staff = (
    roles.data as { list: { id: string; enCode: string; fullName: string }[] }
  ).list.find((role) => role.enCode === 'staff');
  if (staff === undefined) throw new Error('the seeded staff role is missing');
  const staffer = await createUserWithRole(token, staff);

  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const mine = await staffContext.newPage();
  await mine.goto('/login');
  await signInOnLoginPage(mine, staffer.account, ROLE_USER_PASSWORD);
  await expect(mine.getByRole('heading', { name: `Welcome, ${staffer.realName}` })).toBeVisible();

  await test.step('the staff member launches a two-day leave', async () => {
    await openWorkflowPage(mine, 'Launch flow');
    await mine.getByRole('button', { name: 'Launch', exact: true }).click();
    const flows = mine.getByRole('dialog', { name: 'Launch a flow' });
    await flows.getByRole('button', { name: LEAVE }).click();
    const form = mine.getByRole('dialog', { name: `Launch: ${LEAVE}` });
    await form.getByRole('combobox', { name: /请假类型/ }).click();
    await mine.getByRole('option', { name: '年假' }).click();
    await form.getByLabel(/开始日期/).fill('2026-12-01');
    await form.getByLabel(/结束日期/).fill('2026-12-02');
    await form.getByRole('textbox', { name: /请假天数/ }).fill('2');
    await form.getByRole('textbox', { name: /请假事由/ }).fill('回家');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();
    const row = taskRow(mine, staffer.realName);
    await expect(row).toContainText('In process');
  });

  await test.step('the administrator approves it from the to-do list', async () => {
    await page.goto('/login');
    await signInOnLoginPage(page);
    await expectSignedInHome(page);
    await openWorkflowPage(page, 'To-do');
    const row = taskRow(page, staffer.realName);
    await row.getByRole('button', { name: 'Open' }).click();
    const panel = page.getByRole('dialog', { name: `${LEAVE}(${staffer.realName})` });
    await expect(panel.getByRole('textbox', { name: /请假事由/ })).toHaveValue('回家');
    await panel.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve' });
    await approve.getByRole('textbox', { name: 'Comment' }).fill('准假');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(panel).toBeHidden();
    await expect(taskRow(page, staffer.realName)).toHaveCount(0);
  });

  await test.step('the initiator reads the approval in the history', async () => {
    await mine.reload();
    const row = taskRow(mine, staffer.realName);
    await expect(row).toContainText('Approved');
    await row.getByRole('button', { name: 'Open' }).click();
    const panel = mine.getByRole('dialog', { name: `${LEAVE}(${staffer.realName})` });
    const history = panel.getByRole('list', { name: 'History' });
    await expect(history).toContainText('Approved');
    await expect(history).toContainText('准假');
  });

  await test.step('the administrator finds the copy under Circulated, and the item under Done', async () => {
    await openWorkflowPage(page, 'Circulated');
    await expect(taskRow(page, staffer.realName)).toBeVisible();
    await openWorkflowPage(page, 'Done');
    await expect(taskRow(page, staffer.realName)).toBeVisible();
  });
  await staffContext.close();
});
