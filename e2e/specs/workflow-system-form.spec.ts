import { expect, test, type Page } from '@playwright/test';
import {
  approver,
  people,
} from '../../packages/server/src/modules/workflow/flowEngine/examples/example-nodes';
import { callApi, signInByApi } from '../support/api';
import { ROLE_USER_PASSWORD } from '../support/roles';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';
import { createStaffer, openWorkflowPage } from '../support/workflow';

/**
 * A flow on a system form (投标申请, formType 2) end to end: the administrator adds a tender to
 * the BiddingProject dictionary and releases a flow on the form through the API; a staff member
 * launches it in the browser, choosing that tender from the form's select; the administrator
 * approves it from the to-do list and sees the staff member's values there.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const run = Date.now().toString(36);
const FLOW = `投标申请${run}`;
const TENDER = `地铁机电安装工程${run}`;

interface Named {
  id: string;
  enCode: string;
  children?: Named[];
}

const find = (nodes: readonly Named[], enCode: string): Named | undefined =>
  nodes.reduce<Named | undefined>(
    (found, node) => found ?? (node.enCode === enCode ? node : find(node.children ?? [], enCode)),
    undefined,
  );

/** The tender, then the released flow: start → the administrator's approval. */
async function releaseBidFlow(token: string): Promise<void> {
  const types = await callApi(token, 'GET', '/api/system/DictionaryType');
  const bidding = find((types.data as { list: Named[] }).list, 'BiddingProject');
  if (bidding === undefined) throw new Error('the BiddingProject dictionary is missing');
  const tender = await callApi(token, 'POST', '/api/system/DictionaryData', {
    typeId: bidding.id,
    enCode: `ZB${run}`,
    fullName: TENDER,
    sortCode: 1,
    enabled: true,
  });
  expect(tender.code, JSON.stringify(tender.data)).toBe(200);

  const current = await callApi(token, 'GET', '/api/oauth/CurrentUser');
  const { userId } = (current.data as { userInfo: { userId: string } }).userInfo;
  const created = await callApi(token, 'POST', '/api/workflow/Engine/FlowEngine', {
    fullName: FLOW,
    enCode: `bid${run}`,
    category: 'finance',
    type: 0,
    icon: 'icon-ym icon-ym-flow',
    iconBackground: '#1890ff',
    formType: 2,
    formId: 'Wform_apllyforbid',
    visibleType: 0,
    launchers: [],
    sortCode: 0,
    flowTemplateJson: {
      type: 'start',
      nodeId: 'start',
      properties: { title: '发起', fieldRules: [] },
      childNode: approver(
        'review',
        { title: '经营部审批', assignee: { kind: 'fixed', people: people({ users: [userId] }) } },
        null,
      ),
    },
  });
  expect(created.code, JSON.stringify(created.data)).toBe(200);
  const { id } = created.data as { id: string };
  const released = await callApi(token, 'POST', `/api/workflow/Engine/FlowEngine/Release/${id}`);
  expect(released.code, JSON.stringify(released.data)).toBe(200);
}

test('a staff member launches a bid on a system form; the administrator approves it', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = await signInByApi();
  await releaseBidFlow(token);
  const staffer = await createStaffer(token);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const mine = await context.newPage();
  // By the row's name: a long title's cell shows it shortened.
  const taskRow = (on: Page) => on.getByRole('row', { name: `${FLOW}(${staffer.realName})` });

  await test.step('the staff member fills the bid application and submits it', async () => {
    await mine.goto('/login');
    await signInOnLoginPage(mine, staffer.account, ROLE_USER_PASSWORD);
    await openWorkflowPage(mine, 'Launch flow');
    await mine.getByRole('button', { name: 'Launch', exact: true }).click();
    await mine
      .getByRole('dialog', { name: 'Launch a flow' })
      .getByRole('button', { name: FLOW })
      .click();
    const form = mine.getByRole('dialog', { name: `Launch: ${FLOW}` });
    await form.getByRole('combobox', { name: /招标项目/ }).click();
    await mine.getByRole('option', { name: TENDER }).click();
    await form.getByRole('textbox', { name: /招标单位/ }).fill('某市轨道交通集团');
    await form.getByRole('radio', { name: '联合体牵头' }).check();
    await form.getByRole('textbox', { name: /预计投标金额/ }).fill('1250.5');
    await form.getByLabel(/投标截止日期/).fill('2026-12-20');
    await form.getByRole('textbox', { name: /投标说明/ }).fill('机电安装标段');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();
    await expect(taskRow(mine)).toContainText('In process');
  });

  await test.step('the administrator reads the values at the approval and approves', async () => {
    await page.goto('/login');
    await signInOnLoginPage(page);
    await expectSignedInHome(page);
    await openWorkflowPage(page, 'To-do');
    await taskRow(page).getByRole('button', { name: 'Open' }).click();
    const panel = page.getByRole('dialog', { name: `${FLOW}(${staffer.realName})` });
    await expect(panel.getByRole('textbox', { name: /招标单位/ })).toHaveValue('某市轨道交通集团');
    await expect(panel.getByRole('combobox', { name: /招标项目/ })).toHaveValue(TENDER);
    await expect(panel.getByRole('radio', { name: '联合体牵头' })).toBeChecked();
    await panel.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(panel).toBeHidden();
    await expect(taskRow(page)).toHaveCount(0);
  });

  await test.step('the initiator sees the bid approved', async () => {
    await mine.reload();
    await expect(taskRow(mine)).toContainText('Approved');
  });
  await context.close();
});
