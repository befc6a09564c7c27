import { expect, test, type Locator, type Page } from '@playwright/test';
import { formDialog } from '../support/admin';
import { callApi, signInByApi } from '../support/api';
import { signInOnLoginPage } from '../support/shell';

/** The seeded company and department; this run adds enough under them to fill a screen. */
const COMPANY = '机电工程有限公司';
const DEPARTMENT = '综合管理部';
const run = Date.now().toString(36);
const POSITIONS = Array.from({ length: 14 }, (_, index) => `E2E长岗位${run}-${index + 1}`);

interface Node {
  id: string;
  fullName: string;
  children: Node[];
}

function findOrNull(nodes: readonly Node[], name: string): Node | null {
  for (const node of nodes) {
    const found = node.fullName === name ? node : findOrNull(node.children, name);
    if (found) return found;
  }
  return null;
}

function find(nodes: readonly Node[], name: string): Node {
  const found = findOrNull(nodes, name);
  if (!found) throw new Error(`no ${name} in the organisation tree`);
  return found;
}

test.beforeAll(async () => {
  const token = await signInByApi();
  const tree = await callApi(token, 'GET', '/api/permission/Organize/Department/Selector');
  const { list } = tree.data as { list: Node[] };
  const company = find(list, COMPANY);
  const department = find(list, DEPARTMENT);
  for (let index = 1; index <= 6; index += 1) {
    const created = await callApi(token, 'POST', '/api/permission/Organize/Department', {
      parentId: company.id,
      enCode: `E2E.TD${run}.${index}`,
      fullName: `E2E部门${run}-${index}`,
    });
    expect(created.code).toBe(200);
  }
  for (const [index, fullName] of POSITIONS.entries()) {
    const created = await callApi(token, 'POST', '/api/permission/Position', {
      organizeId: department.id,
      enCode: `E2E.TP${run}.${index}`,
      fullName,
    });
    expect(created.code).toBe(200);
  }
});

/** The popup's paper lies wholly inside the viewport (once it has settled). */
async function expectInsideViewport(page: Page, paper: Locator): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect
    .poll(async () => {
      const box = await paper.boundingBox();
      if (!box) return 'not laid out';
      const inside =
        box.x >= -0.5 &&
        box.y >= -0.5 &&
        box.x + box.width <= viewport.width + 0.5 &&
        box.y + box.height <= viewport.height + 0.5;
      return inside ? 'inside' : `outside: ${JSON.stringify(box)}`;
    })
    .toBe('inside');
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the position picker's popup stays on screen at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await signInOnLoginPage(page);
    // On a phone the side menu is a closed drawer: the greeting alone says the sign-in is done.
    await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('mepm_language', 'zh'));
    await page.goto('/permission/user');
    await expect(
      page.getByRole('table', { name: '用户列表' }).getByRole('row').nth(1),
    ).toBeVisible();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = formDialog(page, '新增用户');
    const combobox = dialog.getByRole('combobox', { name: '岗位' });
    // The field as low as the form scrolls it: where the popup has the least room below.
    await combobox.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await combobox.click();

    const opened = page.getByRole('combobox', {
      name: '岗位',
      expanded: true,
      includeHidden: true,
    });
    const tree = page.locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
    const paper = tree.locator('xpath=ancestor::div[contains(@class, "MuiPopover-paper")]');
    await expectInsideViewport(page, paper);
    for (const branch of [COMPANY, DEPARTMENT]) {
      const item = tree.getByRole('treeitem', { name: branch, exact: true });
      // Pressed again when the first press met the popup moving to its new place (in a full run
      // the tree is long, and a press once went to the item before it took the focus).
      await expect(async () => {
        await item.press('ArrowRight');
        await expect(item).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
      }).toPass({ timeout: 10_000 });
      await expectInsideViewport(page, paper);
    }
    // Taller than the room it has: the popup scrolls, and its last entry can be reached.
    await expect
      .poll(() => paper.evaluate((element) => element.scrollHeight > element.clientHeight))
      .toBe(true);
    const last = tree.getByRole('treeitem', { name: POSITIONS.at(-1), exact: true });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expectInsideViewport(page, paper);
  });
}
