import { expect, type Locator, type Page } from '@playwright/test';
import { checkTreeItem, chooseInTreeSelect, formDialog, saveDialog } from './admin';
import { boxOf, centre, drag } from './drag';

/** The two fields of the scenario's form: a required text and a number, by their labels. */
export interface RecordFields {
  text: string;
  number: string;
}

/**
 * In the open designer's 表单设计 tab: drags a text and a number field from the palette onto the
 * canvas, labels them, and makes the text required. A dropped field is the one selected, so the
 * properties beside the canvas are its own.
 */
export async function designForm(page: Page, designer: Locator, fields: RecordFields) {
  const canvas = designer.getByRole('region', { name: 'Canvas' });
  const palette = designer.getByRole('navigation', { name: 'Fields' });
  const side = designer.getByRole('complementary');
  const item = (type: string) => palette.getByRole('button', { name: type, exact: true });
  const frame = (label: string) => canvas.getByRole('button', { name: label, exact: true });
  const relabel = async (label: string) => {
    await side.getByRole('textbox', { name: 'Label', exact: true }).fill(label);
    await expect(frame(label)).toBeVisible();
  };

  await drag(page, await centre(item('Text')), await centre(canvas.getByText('Drag a field')));
  await relabel(fields.text);
  await side.getByLabel('Required', { exact: true }).check();
  const below = await boxOf(frame(fields.text));
  await drag(page, await centre(item('Number')), {
    x: below.x + below.width / 2,
    y: below.y + below.height + 40,
  });
  await relabel(fields.number);
}

/**
 * In the designer's 列表设计 tab: both fields as columns, the text as a search (contains), and
 * every toolbar and row button kept, with button permissions on, so that what a user lacks on
 * the page comes from the grants alone.
 */
export async function designList(designer: Locator, fields: RecordFields) {
  await designer.getByRole('tab', { name: 'List design' }).click();
  const choices = designer.getByRole('region', { name: 'Fields' });
  await choices
    .getByRole('group', { name: 'Search fields' })
    .getByRole('checkbox', { name: fields.text })
    .check();
  const listed = choices.getByRole('group', { name: 'List fields' });
  await listed.getByRole('checkbox', { name: fields.text }).check();
  await listed.getByRole('checkbox', { name: fields.number }).check();

  const middle = designer.getByRole('region', { name: 'Columns' });
  const search = middle.getByRole('group', { name: fields.text });
  await expect(search.getByRole('combobox', { name: 'Match' })).toHaveText('Contains');
  const settings = designer.getByRole('region', { name: 'List settings' });
  const toolbar = settings.getByRole('group', { name: 'Toolbar buttons' });
  for (const name of ['Add', 'Export', 'Import', 'Batch delete']) {
    await expect(toolbar.getByRole('checkbox', { name })).toBeChecked();
  }
  const rowButtons = settings.getByRole('group', { name: 'Row buttons' });
  for (const name of ['Edit', 'Delete', 'Details']) {
    await expect(rowButtons.getByRole('checkbox', { name })).toBeChecked();
  }
  await expect(settings.getByLabel('Button permissions')).toBeChecked();
}

/** Saves the open design and closes its designer. */
export async function saveAndCloseDesigner(page: Page, designer: Locator) {
  await designer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await designer.getByRole('button', { name: 'Close' }).click();
  await expect(designer).toBeHidden();
}

/** 发布到菜单: the released design as an entry under an enabled directory, named in English too. */
export async function publishToMenu(
  page: Page,
  row: Locator,
  { design, directory, menuName }: { design: string; directory: string; menuName: string },
) {
  await row.getByRole('button', { name: 'Publish to menu' }).click();
  const dialog = formDialog(page, `Publish "${design}" to a menu`);
  await chooseInTreeSelect(page, dialog, 'Parent directory', [directory]);
  await dialog.getByRole('textbox', { name: 'Menu name', exact: true }).fill(menuName);
  await dialog.getByRole('textbox', { name: 'English name', exact: true }).fill(menuName);
  await saveDialog(dialog);
  await expect(page.getByText(/^Published to the menu/)).toBeVisible();
}

/** The element names a published entry gets, in the publisher's language (the shell's English). */
export const PAGE_BUTTONS = {
  add: 'Add',
  export: 'Export',
  import: 'Import',
  batchRemove: 'Delete selected',
  edit: 'Edit',
  remove: 'Delete',
  detail: 'Details',
} as const;

/**
 * On the authorisation page: grants the role the published entry (its directory comes with it),
 * the given buttons of it and none other, and every list column and form field of it (the list
 * design narrows columns and fields by the grants, so without them the page shows none).
 */
export async function grantPageToRole(
  page: Page,
  {
    role,
    menuName,
    buttons,
    fields,
  }: { role: string; menuName: string; buttons: readonly string[]; fields: RecordFields },
) {
  await page.goto('/permission/authorize');
  await page.getByRole('list', { name: 'Role' }).getByRole('button', { name: role }).click();
  await expect(page.getByText(`Granting to: ${role}`)).toBeVisible();
  const tab = async (name: string) => {
    await page.getByRole('tab', { name }).click();
    await page.getByRole('button', { name: 'Expand all' }).click();
  };
  const entryIn = (tree: string) =>
    page
      .getByRole('tree', { name: `${tree} tree` })
      .getByRole('treeitem', { name: menuName, exact: true });

  await tab('Menus');
  await checkTreeItem(entryIn('Menus'));
  await tab('Buttons');
  for (const name of buttons) {
    await checkTreeItem(entryIn('Buttons').getByRole('treeitem', { name, exact: true }));
  }
  for (const name of Object.values(PAGE_BUTTONS).filter((each) => !buttons.includes(each))) {
    await expect(entryIn('Buttons').getByRole('treeitem', { name, exact: true })).not.toBeChecked();
  }
  for (const kind of ['List columns', 'Form fields']) {
    await tab(kind);
    for (const name of [fields.text, fields.number]) {
      await checkTreeItem(entryIn(kind).getByRole('treeitem', { name, exact: true }));
    }
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Permissions saved')).toBeVisible();
}
