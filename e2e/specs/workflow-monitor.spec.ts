import { expect, test } from '@playwright/test';
import { callApi, signInByApi } from '../support/api';
import { ROLE_USER_PASSWORD } from '../support/roles';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';
import { createStaffer } from '../support/workflow';

/**
 * The flow monitor end to end: a staff member submits the shipped leave flow (through the API,
 * as the 发起流程 page does), the administrator terminates it on 流程监控 with a reason, and the
 * initiator's own list shows it terminated (status 5) with the reason in its history.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const LEAVE = '请假申请';

test('the administrator terminates a running task; the initiator sees it terminated', async ({
  page,
}) => {
  test.slow();
  const admin = await signInByApi();
  const staffer = await createStaffer(admin);
  const mine = await signInByApi(staffer.account, ROLE_USER_PASSWORD);
  const title = `${LEAVE}(${staffer.realName})`;

  await test.step('the staff member submits a two-day leave', async () => {
    const flows = await callApi(admin, 'GET', '/api/workflow/Engine/FlowEngine?keyword=wfLeave');
    const leave = (flows.data as { list: { id: string; enCode: string }[] }).list.find(
      (flow) => flow.enCode === 'wfLeave',
    );
    if (leave === undefined) throw new Error('the shipped leave flow is missing');
    const day = Date.UTC(2026, 11, 1);
    const launched = await callApi(mine, 'POST', '/api/workflow/Engine/FlowTask', {
      flowId: leave.id,
      status: 1,
      formData: { leaveType: '1', startDate: day, endDate: day, days: 2, reason: '回家' },
    });
    expect(launched.code, JSON.stringify(launched.data)).toBe(200);
  });

  await test.step('the administrator terminates it on the monitor with a reason', async () => {
    await page.goto('/login');
    await signInOnLoginPage(page);
    await expectSignedInHome(page);
    await page.goto('/workFlow/flowMonitor');
    const row = page.getByRole('row').filter({ hasText: title }).first();
    await expect(row).toContainText('In process');
    await row.getByRole('button', { name: 'Terminate' }).click();
    const dialog = page.getByRole('dialog', { name: `Terminate "${title}"` });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('重复申请');
    await dialog.getByRole('button', { name: 'Terminate' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Terminated');
    await expect(row.getByRole('button', { name: 'Terminate' })).toHaveCount(0);
  });

  await test.step("the initiator's own list shows it terminated, the reason in its history", async () => {
    const tasks = await callApi(mine, 'GET', '/api/workflow/Engine/FlowLaunch');
    const task = (tasks.data as { list: { id: string; flowId: string; status: number }[] }).list[0];
    expect(task?.status).toBe(5);
    const detail = await callApi(
      mine,
      'GET',
      `/api/workflow/Engine/FlowTask/${task?.flowId}/${task?.id}`,
    );
    const history = (detail.data as { history: { action: string; comment: string }[] }).history;
    expect(history.at(-1)).toMatchObject({ action: 'terminate', comment: '重复申请' });
  });
});
