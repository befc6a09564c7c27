import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';
import { openWorkflowPage, signedInStaffer } from '../support/workflow';

/**
 * The shipped leave flow end to end with the real engine, each person in their own browser: a
 * staff member launches it, the administrator (who stands in for the missing manager) approves or
 * rejects it, the initiator reads the history, edits a rejected leave and submits it again, and
 * the administrator finds the copy (CC) the flow sends at its end under 抄送事宜.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const LEAVE = '请假申请';

/** The row of the task launched by `initiator` in the page's list. */
const taskRow = (page: Page, initiator: string) =>
  page
    .getByRole('row')
    .filter({ hasText: `${LEAVE}(${initiator})` })
    .first();

/**
 * Inserts a node of `type` after the card titled `after` through its "+" menu. The drawing lays
 * itself out again after each edit; a click pressed while the "+" moved under it opens nothing,
 * so the click is repeated until the menu shows (a menu already open is used as it is).
 */
async function insertAfter(page: Page, designer: Locator, after: string, type: string) {
  const plus = designer.getByRole('button', { name: `Add a node after “${after}”` });
  const item = page.getByRole('menuitem', { name: type });
  await expect(async () => {
    if (!(await item.isVisible())) await plus.click({ timeout: 5_000 });
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await item.click();
}

/** Launches a leave of `days` days from the 发起流程 page, on the shipped flow or another over its form. */
async function launchLeave(page: Page, days: string, flow = LEAVE) {
  await openWorkflowPage(page, 'Launch flow');
  await page.getByRole('button', { name: 'Launch', exact: true }).click();
  const flows = page.getByRole('dialog', { name: 'Launch a flow' });
  await flows.getByRole('button', { name: flow }).click();
  const form = page.getByRole('dialog', { name: `Launch: ${flow}` });
  await form.getByRole('combobox', { name: /请假类型/ }).click();
  await page.getByRole('option', { name: '年假' }).click();
  await form.getByLabel(/开始日期/).fill('2026-12-01');
  await form.getByLabel(/结束日期/).fill('2026-12-02');
  await form.getByRole('textbox', { name: /请假天数/ }).fill(days);
  await form.getByRole('textbox', { name: /请假事由/ }).fill('回家');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
}

/** Opens the task of `initiator` from the current list in its panel. */
async function openTask(page: Page, initiator: string) {
  await taskRow(page, initiator).getByRole('button', { name: 'Open' }).click();
  return page.getByRole('dialog', { name: `${LEAVE}(${initiator})` });
}

test('a staff member launches the leave flow, the administrator approves it and is told of it', async ({
  page,
  browser,
}) => {
  test.slow();
  const { staffer, context, page: mine } = await signedInStaffer(browser);

  await test.step('the staff member launches a two-day leave', async () => {
    await launchLeave(mine, '2');
    await expect(taskRow(mine, staffer.realName)).toContainText('In process');
  });

  await test.step('the administrator approves it from the to-do list', async () => {
    await page.goto('/login');
    await signInOnLoginPage(page);
    await expectSignedInHome(page);
    await openWorkflowPage(page, 'To-do');
    const panel = await openTask(page, staffer.realName);
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
    await expect(taskRow(mine, staffer.realName)).toContainText('Approved');
    const panel = await openTask(mine, staffer.realName);
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
  await context.close();
});

test('the administrator rejects a long leave to its start; the initiator edits it and submits it again', async ({
  page,
  browser,
}) => {
  test.slow();
  const { staffer, context, page: mine } = await signedInStaffer(browser);
  await launchLeave(mine, '5');

  await test.step('the administrator rejects it with a reason', async () => {
    await page.goto('/login');
    await signInOnLoginPage(page);
    await expectSignedInHome(page);
    await openWorkflowPage(page, 'To-do');
    const panel = await openTask(page, staffer.realName);
    await panel.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject' });
    await reject.getByRole('textbox', { name: 'Comment' }).fill('请写明交接人');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(panel).toBeHidden();
    await expect(taskRow(page, staffer.realName)).toHaveCount(0);
  });

  await test.step('the initiator reads why, edits the reason and submits again', async () => {
    await mine.reload();
    await expect(taskRow(mine, staffer.realName)).toContainText('Rejected');
    const panel = await openTask(mine, staffer.realName);
    await expect(panel.getByRole('list', { name: 'History' })).toContainText('请写明交接人');
    await panel.getByRole('button', { name: 'Close' }).click();
    await taskRow(mine, staffer.realName).getByRole('button', { name: 'Edit' }).click();
    const form = mine.getByRole('dialog', { name: `Edit: ${LEAVE}` });
    await form.getByRole('textbox', { name: /请假事由/ }).fill('回家，交接人：王五');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();
    await expect(taskRow(mine, staffer.realName)).toContainText('In process');
  });

  await test.step("the task is back in the administrator's to-dos with the new reason", async () => {
    await page.reload();
    const panel = await openTask(page, staffer.realName);
    await expect(panel.getByRole('textbox', { name: /请假事由/ })).toHaveValue(
      '回家，交接人：王五',
    );
  });
  await context.close();
});

test('the administrator designs a flow with a condition and a countersign, releases it, and a long leave takes the condition', async ({
  page,
  browser,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const name = `E2E leave ${run}`;
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);

  await test.step('the flow is added over the shipped leave form', async () => {
    await page.goto('/workFlow/flowEngine');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = formDialog(page, 'New flow');
    await fillFields(dialog, { Name: name, Code: `e2eLeave${run}` });
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Personnel' }).click();
    await dialog.getByRole('combobox', { name: 'Flow form' }).click();
    await page.getByRole('option', { name: /请假申请单/ }).click();
    await saveDialog(dialog);
  });

  const rows = page.getByRole('row').filter({ hasText: name });
  await test.step('days over 3 go to a countersign node before the default approver', async () => {
    await rows.getByRole('button', { name: 'Design' }).click();
    const designer = page.getByRole('dialog', { name: `Design “${name}”` });
    await insertAfter(page, designer, 'Initiator', 'Condition branches');
    await designer.getByRole('button', { name: /^Condition 1:/ }).click();
    const branch = designer.getByRole('complementary', { name: 'Settings of “Condition 1”' });
    await branch.getByRole('button', { name: 'Add condition' }).click();
    const rule = branch.getByRole('group', { name: 'Conditions 1' });
    await rule.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: /请假天数/ }).click();
    await rule.getByRole('combobox', { name: 'Comparison' }).click();
    await page.getByRole('option', { name: '>', exact: true }).click();
    await rule.getByRole('spinbutton', { name: 'Value' }).fill('3');

    await insertAfter(page, designer, 'Condition 1', 'Approver');
    await designer
      .getByRole('button', { name: /^Approver:/ })
      .first()
      .click();
    await designer
      .getByRole('complementary', { name: 'Settings of “Approver”' })
      .getByRole('textbox', { name: 'Name' })
      .fill('Long leave');
    // The panel is named after the node, renamed now.
    const approver = designer.getByRole('complementary', { name: 'Settings of “Long leave”' });
    await approver.getByRole('combobox', { name: 'Sign mode' }).click();
    await page.getByRole('option', { name: 'Countersign' }).click();
    await designer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await designer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(designer).toBeHidden();
    await rows.getByRole('button', { name: 'Release' }).click();
    await expect(rows).toContainText('Released');
  });

  await test.step('a staff member launches a five-day leave: it waits at the countersign', async () => {
    const { staffer, context, page: mine } = await signedInStaffer(browser);
    await launchLeave(mine, '5', name);
    await openWorkflowPage(page, 'To-do');
    // A long title is cut in its cell: the flow and the initiator have their own columns.
    const row = page
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: staffer.realName });
    await expect(row).toContainText('Long leave');
    await expect(row).toContainText('In process');
    await context.close();
  });
});
