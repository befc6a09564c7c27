import { expect, test, type Locator } from '@playwright/test';
import { addFunctionDesign } from '../support/designs';
import { boxOf, centre, drag } from '../support/drag';
import { signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);

// Three panes and the palette's groups: a desktop screen.
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Welcome, 管理员' })).toBeVisible();
});

/** The labels of the canvas's frames in document order (a holder before what it holds). */
const frameLabels = (canvas: Locator) =>
  canvas
    .locator('[data-node-id]')
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('aria-label')));

test('a form designed by dragging from the palette is saved and reopens the same', async ({
  page,
}) => {
  const name = `E2E form ${run}`;
  const { rows: row } = await addFunctionDesign(page, { name, code: `e2e.form${run}` });
  await row.getByRole('button', { name: 'Design' }).click();

  const designer = page.getByRole('dialog', { name });
  const canvas = designer.getByRole('region', { name: 'Canvas' });
  const palette = designer.getByRole('navigation', { name: 'Fields' });
  const item = (type: string) => palette.getByRole('button', { name: type, exact: true });
  const frame = (label: string) => canvas.getByRole('button', { name: label, exact: true });
  await expect(canvas.getByText('Drag a field from the left')).toBeVisible();

  await drag(page, await centre(item('Text')), await centre(canvas.getByText('Drag a field')));
  await expect(frame('Text')).toBeVisible();
  // Below the first field the form's own list takes the drop: the sub-table goes last.
  const below = await boxOf(frame('Text'));
  await drag(page, await centre(item('Sub-table')), {
    x: below.x + below.width / 2,
    y: below.y + below.height + 60,
  });
  await expect(frame('Sub-table')).toBeVisible();
  await drag(
    page,
    await centre(item('Number')),
    await centre(frame('Sub-table').getByText('Drop fields here')),
  );
  await expect(frame('Sub-table').getByRole('button', { name: 'Number' })).toBeVisible();
  expect(await frameLabels(canvas)).toEqual(['Text', 'Sub-table', 'Number']);

  // The sub-table is taken by its caption (its middle is its column) and dropped on the text.
  const subTable = await boxOf(frame('Sub-table'));
  await drag(page, { x: subTable.x + 24, y: subTable.y + 10 }, await centre(frame('Text')));
  expect(await frameLabels(canvas)).toEqual(['Sub-table', 'Number', 'Text']);

  await designer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await designer.getByRole('button', { name: 'Close' }).click();
  await expect(designer).toBeHidden();

  await row.getByRole('button', { name: 'Design' }).click();
  await expect(frame('Text')).toBeVisible();
  expect(await frameLabels(canvas)).toEqual(['Sub-table', 'Number', 'Text']);
});

test('a form with a sub-table, a calculation, a dictionary select and a linkage rule is previewed, checked, saved and reopened', async ({
  page,
}) => {
  const name = `E2E rules ${run}`;
  const { rows: row } = await addFunctionDesign(page, { name, code: `e2e.rules${run}` });
  await row.getByRole('button', { name: 'Design' }).click();
  const designer = page.getByRole('dialog', { name });
  const canvas = designer.getByRole('region', { name: 'Canvas' });
  const palette = designer.getByRole('navigation', { name: 'Fields' });
  const side = designer.getByRole('complementary');
  const add = (type: string) => palette.getByRole('button', { name: type, exact: true }).click();
  const frame = (label: string) => canvas.getByRole('button', { name: label, exact: true });
  const relabel = async (label: string) => {
    await side.getByRole('textbox', { name: 'Label', exact: true }).fill(label);
    await expect(frame(label)).toBeVisible();
  };
  const required = () => side.getByLabel('Required', { exact: true }).check();

  // A select whose options are the 紧急程度 dictionary, required.
  await add('Select');
  await relabel('Urgency');
  await required();
  await side.getByRole('combobox', { name: 'Data type' }).click();
  await page.getByRole('option', { name: 'Dictionary' }).click();
  await side.getByRole('combobox', { name: 'Dictionary type' }).click();
  await page.getByRole('option', { name: /\(urgency\)/ }).click();

  // A reason, shown and required only once an urgency is chosen.
  await add('Text');
  await relabel('Reason');
  await required();
  await side.getByRole('button', { name: 'Add condition Visible when' }).click();
  const visibleWhen = side.getByRole('group', { name: 'Visible when' });
  await visibleWhen.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: /^Urgency/ }).click();
  await visibleWhen.getByRole('combobox', { name: 'Comparison' }).click();
  await page.getByRole('option', { name: 'is not empty' }).click();

  // A sub-table of quantities (clicked in while the sub-table is selected), and their total.
  await add('Sub-table');
  await relabel('Lines');
  await add('Number');
  await relabel('Qty');
  await required();
  await frame('Urgency').click();
  await add('Calculation');
  await relabel('Total');
  await side.getByRole('button', { name: 'Clear formula' }).click();
  await side.getByRole('button', { name: 'Lines.Qty (total)' }).click();
  await expect(side.getByRole('status')).toHaveText('The formula is valid');
  await expect(designer.getByRole('button', { name: /problem/ })).toBeHidden();

  // The preview draws the form with the real renderer and checks it as a submit would.
  await designer.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  const form = preview.getByRole('region', { name: 'Form preview' });
  await expect(form.getByLabel('Reason')).toBeHidden();
  await preview.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByText('Urgency is required')).toBeVisible();
  await form.getByRole('combobox', { name: 'Urgency' }).click();
  await page.getByRole('option').first().click();
  await expect(form.getByText('Urgency is required')).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Reason' })).toBeVisible();
  await form.getByRole('button', { name: 'Add' }).click();
  await preview.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByText('Reason is required')).toBeVisible();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Reason' }).fill('Site inspection');
  await form.getByRole('textbox', { name: 'Qty' }).first().fill('3');
  await form.getByRole('button', { name: 'Add' }).click();
  await form.getByRole('textbox', { name: 'Qty' }).nth(1).fill('4.5');
  await expect(form.getByRole('textbox', { name: 'Total' })).toHaveValue('7.50');
  await preview.getByRole('button', { name: 'Check' }).click();
  const sent = preview.getByRole('region', { name: 'The form sends' });
  await expect(sent).toContainText('"Site inspection"');
  await expect(sent).toContainText('7.5');
  await preview.getByRole('button', { name: 'Close' }).click();

  await designer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await designer.getByRole('button', { name: 'Close' }).click();
  await expect(designer).toBeHidden();
  await row.getByRole('button', { name: 'Design' }).click();
  await expect(frame('Total')).toBeVisible();
  expect(await frameLabels(canvas)).toEqual(['Urgency', 'Reason', 'Lines', 'Qty', 'Total']);
  await frame('Reason').click();
  await expect(
    side.getByRole('group', { name: 'Visible when' }).getByRole('combobox', { name: 'Field' }),
  ).toHaveText(/Urgency/);
});
