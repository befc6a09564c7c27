import { expect, type Frame, type Page } from '@playwright/test';
import { E2E } from './env';

/** The host demo opened from another origin than the shell, as a corporate portal would be. */
export const HOST_URL = `${E2E.hostOrigin}/host-demo/?remote=${encodeURIComponent(E2E.remoteOrigin)}`;

export type EmbedMode = 'qiankun' | 'federation' | 'iframe';

/** The host demo's qiankun settings (its `?sandbox=` and `?loader=`). */
export type QiankunSandbox = 'default' | 'loose' | 'scoped' | 'shadow' | 'none';
export interface QiankunSettings {
  sandbox?: QiankunSandbox;
  loader?: 'manual' | 'routes';
}

export async function openHostAndSignIn(
  page: Page,
  mode: EmbedMode,
  qiankun: QiankunSettings = {},
): Promise<void> {
  const url = new URL(HOST_URL);
  for (const [name, value] of Object.entries(qiankun)) url.searchParams.set(name, value);
  await page.goto(url.href);
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

/**
 * After the shell left: the container is empty and the host document holds no style, portal or
 * script of the shell, as it looked before the shell came.
 */
export async function expectNothingLeftOfShell(page: Page): Promise<void> {
  await expect(page.getByTestId('shell-container')).toBeEmpty();
  const leftovers = await page.evaluate(() => ({
    emotionStyles: document.querySelectorAll('style[data-emotion]').length,
    styles: document.querySelectorAll('style').length,
    shellRoots: document.querySelectorAll('[data-mepm-shell]').length,
    portals: document.querySelectorAll('.MuiPopover-root, .MuiDialog-root, .MuiSnackbar-root')
      .length,
  }));
  // The host page has exactly one style element of its own.
  expect(leftovers).toEqual({ emotionStyles: 0, styles: 1, shellRoots: 0, portals: 0 });
  const outline = await hostDocumentOutline(page);
  expect(outline.filter((entry) => /remoteEntry|qiankun|mepm/i.test(entry))).toEqual([]);
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

/** The shell's document inside the host's iframe, as it is now. */
export function shellFrame(page: Page): Frame | undefined {
  return page.frames().find((candidate) => candidate.url().startsWith(E2E.remoteOrigin));
}

/** The address of the shell's document inside the host's iframe. */
export function shellFrameUrl(page: Page): URL | null {
  const frame = shellFrame(page);
  return frame ? new URL(frame.url()) : null;
}
