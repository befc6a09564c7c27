import type { Locator, Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

export async function boxOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen');
  return box;
}

export async function centre(locator: Locator): Promise<Point> {
  const box = await boxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags with real mouse moves: press, move past dnd-kit's activation distance, glide to the
 * target point in steps (the pointer sensor follows moves, not jumps), release.
 */
export async function drag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.move(to.x + 1, to.y + 1, { steps: 2 });
  await page.mouse.up();
}
