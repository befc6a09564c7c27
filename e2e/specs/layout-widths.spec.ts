import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseLayout } from '../support/frame';
import { expectSignedInHome, signInOnLoginPage } from '../support/shell';

/**
 * The admin's top-level menu entries, as the functional layout's top bar shows them: in English,
 * cut where wider than 7 Chinese characters like every menu title (none of these is).
 */
const TOP_ENTRIES = ['Home', 'Visual dev', 'Permissions', 'System', 'System data', 'Workflow'];

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnLoginPage(page);
  await expectSignedInHome(page);
}

function topMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Top menu' });
}

async function expectAllEntriesInTheBar(page: Page): Promise<void> {
  const items = topMenu(page).locator('> *');
  await expect(items).toHaveText(TOP_ENTRIES);
  await expect(topMenu(page).getByRole('link', { name: 'More' })).toHaveCount(0);
}

/** Each item's box: one line of text keeps every item as tall as the one-word "Home". */
async function itemBoxes(page: Page): Promise<{ top: number; height: number }[]> {
  return topMenu(page)
    .locator('> *')
    .evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: Math.round(box.top), height: Math.round(box.height) };
      }),
    );
}

test('the functional layout brings its entries back after a narrow window, on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signIn(page);
  await chooseLayout(page, 'Functional');
  // The layout is saved for the user on the server: later specs expect the classic one back,
  // also when this one fails.
  try {
    await expectAllEntriesInTheBar(page);

    await page.setViewportSize({ width: 900, height: 1000 });
    await expect(topMenu(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1920, height: 1000 });
    await expectAllEntriesInTheBar(page);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAllEntriesInTheBar(page);
    const boxes = await itemBoxes(page);
    const first = boxes[0];
    expect(boxes).toEqual(boxes.map(() => first));
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseLayout(page, 'Classic');
  }
});
