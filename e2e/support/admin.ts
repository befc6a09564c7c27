import { expect, type Locator, type Page } from '@playwright/test';

/** The add/edit dialog of an administration page, by its title ("Add department"). */
export function formDialog(page: Page | Locator, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Fills the text fields of a form by their labels. */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

/** Saves a form dialog and waits for it to close, which it does only once the server agreed. */
export async function saveDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Chooses a node in a tree select (a combobox opening a tree popup): the branches on the way are
 * opened with the keyboard, since clicking a choosable branch would choose it. A multiple select
 * checks the node and is closed afterwards.
 */
export async function chooseInTreeSelect(
  page: Page,
  scope: Locator,
  label: string,
  path: readonly string[],
  { multiple = false }: { multiple?: boolean } = {},
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  // The page may hold another tree of that name (the users page's organisation filter): take the
  // one the combobox controls. The open popup hides the dialog, combobox included, from assistive
  // technology; only one combobox is expanded at a time.
  const opened = page.getByRole('combobox', { name: label, expanded: true, includeHidden: true });
  const tree = page.locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
  const leaf = path.at(-1);
  if (leaf === undefined) throw new Error('chooseInTreeSelect needs a path');
  for (const branch of path.slice(0, -1)) {
    const item = tree.getByRole('treeitem', { name: branch, exact: true });
    await item.press('ArrowRight');
    await expect(item).toHaveAttribute('aria-expanded', 'true');
  }
  const item = tree.getByRole('treeitem', { name: leaf, exact: true });
  if (!multiple) {
    await item.click();
    await expect(tree).toBeHidden();
    return;
  }
  await checkTreeItem(item);
  await page.keyboard.press('Escape');
  await expect(tree).toBeHidden();
}

/**
 * Checks an item of a tree with checkboxes. The drawn checkbox is hidden from assistive
 * technology; the item itself carries aria-checked, and Space toggles it.
 */
export async function checkTreeItem(item: Locator): Promise<void> {
  await expect(item).not.toBeChecked();
  // A tree that re-renders as its list arrives can take the first key press for focus alone: the
  // press is repeated, never on an item already checked (a second press would uncheck it).
  await expect(async () => {
    if ((await item.getAttribute('aria-checked')) !== 'true') await item.press('Space');
    await expect(item).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
