import { expect, type Locator, type Page } from '@playwright/test';

/** Where the shell's controls are: the whole page standalone, the container when embedded. */
export type ShellScope = Page | Locator;

export async function openUserMenuItem(scope: ShellScope, item: string): Promise<void> {
  await scope.getByRole('button', { name: /^User menu/ }).click();
  // Menus render into the shell's own portal node, inside the scope.
  await scope.getByRole('menuitem', { name: item }).click();
}

export async function chooseLayout(scope: ShellScope, layout: 'Classic' | 'Functional' | 'Plain') {
  await scope.getByRole('button', { name: 'Settings' }).click();
  const drawer = scope.getByRole('dialog', { name: 'Layout settings' });
  await drawer.getByRole('button', { name: layout, exact: true }).click();
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
}

export function tabStrip(scope: ShellScope): Locator {
  return scope.getByRole('navigation', { name: 'Open pages' });
}

export async function tabNames(scope: ShellScope): Promise<string[]> {
  return tabStrip(scope).getByRole('link').allInnerTexts();
}
