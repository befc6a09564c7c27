import { expect, type Page } from '@playwright/test';
import { E2E } from './env';

/** The host demo opened from another origin than the shell, as a corporate portal would be. */
export const HOST_URL = `${E2E.hostOrigin}/host-demo/?remote=${encodeURIComponent(E2E.remoteOrigin)}`;

export type EmbedMode = 'qiankun' | 'federation' | 'iframe';

export async function openHostAndSignIn(page: Page, mode: EmbedMode): Promise<void> {
  await page.goto(HOST_URL);
  await page.getByTestId(`mode-${mode}`).check();
  await signInOnHost(page);
  await expect(page.getByTestId('status')).toHaveText(/^Mounted with/);
}

export async function signInOnHost(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Host sign-in' });
  await form.getByLabel('Account').fill(E2E.adminAccount);
  await form.getByLabel('Password').fill(E2E.adminPassword);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Where the shell renders: the container itself, or the document inside the iframe. */
export function shellScope(page: Page, mode: EmbedMode) {
  const container = page.getByTestId('shell-container');
  return mode === 'iframe' ? container.frameLocator('iframe') : container;
}

/** The host document's nodes outside the shell container, as comparable text. */
export function hostDocumentOutline(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.children, ...document.body.children]
      .filter((node) => node.id !== 'shell-container')
      .map(
        (node) => `${node.tagName}#${node.id}.${node.className}:${node.getAttribute('src') ?? ''}`,
      ),
  );
}

/** The token the host page keeps for the shell (its session storage). */
export async function storedHostToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => /token/i.test(name));
    return key ? sessionStorage.getItem(key) : null;
  });
  expect(token).toBeTruthy();
  return token ?? '';
}

/** The address of the shell's document inside the host's iframe. */
export function shellFrameUrl(page: Page): URL | null {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(E2E.remoteOrigin));
  return frame ? new URL(frame.url()) : null;
}
