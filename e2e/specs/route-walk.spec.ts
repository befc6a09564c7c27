import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi } from '../support/api';
import { E2E } from '../support/env';

type Language = 'zh' | 'zhtw' | 'en';

interface MenuEntry {
  enCode: string;
  fullName: string;
  names: { zhtw: string; en: string };
  type: number;
  urlAddress: string;
  children: MenuEntry[];
}

/** The shell's own labels the walk finds its way by, in each language. */
const LABELS: Record<Language, { sideMenu: string; tabs: string }> = {
  zh: { sideMenu: '侧边菜单', tabs: '已打开的页面' },
  zhtw: { sideMenu: '側邊選單', tabs: '已打開的頁面' },
  en: { sideMenu: 'Side menu', tabs: 'Open pages' },
};

/** The top-level parts of the shell's translation keys: a visible "layout.x.y" is a raw key. */
const KEY_AREAS = [
  'app',
  'common',
  'auth',
  'login',
  'session',
  'request',
  'language',
  'nav',
  'layout',
  'crud',
  'widgets',
  'settings',
  'home',
  'profile',
  'permission',
  'system',
  'rule',
];
const RAW_KEY = new RegExp(`\\b(?:${KEY_AREAS.join('|')})(?:\\.[A-Za-z0-9_]+)+\\b`, 'g');

/** Pages of the shell's own that no menu entry names: the pinned portal and the profile. */
const FIXED_ROUTES = ['/dashboard', '/profile'];

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An entry's name in a language: its own, or its zh name when it has none (the shell's rule). */
function nameIn(entry: MenuEntry, language: Language): string {
  const own = language === 'zh' ? '' : entry.names[language].trim();
  return own === '' ? entry.fullName : own;
}

function flatten(entries: readonly MenuEntry[], parents: MenuEntry[] = []) {
  return entries.flatMap((entry): { entry: MenuEntry; parents: MenuEntry[] }[] => [
    { entry, parents },
    ...flatten(entry.children, [...parents, entry]),
  ]);
}

async function adminMenu(token: string): Promise<MenuEntry[]> {
  const response = await fetch(`${E2E.remoteOrigin}/api/oauth/CurrentUser`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { menuList: MenuEntry[] } };
  return body.data.menuList;
}

/** Watches the page for what must never happen: uncaught errors and console errors. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

/** Resolves once no request of the page has been open for a moment: the page has loaded. */
async function settled(page: Page, open: Set<unknown>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (open.size > 0) return false;
        await page.waitForTimeout(150);
        return open.size === 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

function openRequests(page: Page): Set<unknown> {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/**
 * The visible texts that look like translation keys, other than the menu's own codes and the
 * identifiers a page shows as data (in `code`, as the languages page shows its keys).
 */
async function rawKeys(page: Page, codes: ReadonlySet<string>): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const identifiers = new Set(await page.locator('code').allInnerTexts());
  return [...text.matchAll(RAW_KEY)]
    .map((match) => match[0])
    .filter((key) => !codes.has(key) && !identifiers.has(key));
}

/**
 * Every text the page shows, each whole (a menu name is a text of its own; a role called
 * 系统管理员 holds 系统管理 without being a menu name), with the titles and labels given to elements;
 * texts marked with a language of their own (`lang`) are left out.
 */
async function shownTexts(page: Page): Promise<Set<string>> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A text marked with its own language (the languages page's columns) is shown as such.
      if (node.parentElement?.closest('[lang]')) continue;
      found.push(node.textContent?.trim() ?? '');
    }
    for (const element of document.body.querySelectorAll('[title], [aria-label]')) {
      found.push(element.getAttribute('title') ?? '', element.getAttribute('aria-label') ?? '');
    }
    return found;
  });
  return new Set(texts.filter(Boolean));
}

async function openInSideMenu(sideMenu: Locator, path: string[]): Promise<void> {
  const last = path.length - 1;
  for (const [index, name] of path.entries()) {
    if (index === last) {
      await sideMenu.getByRole('link', { name, exact: true }).click();
      return;
    }
    const folder = sideMenu.getByRole('button', { name, exact: true });
    if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  }
}

async function expectTitleFits(page: Page, fullTitle: RegExp): Promise<void> {
  const title = page.locator('nav span[title]').filter({ hasNotText: /^$/ }).first();
  await expect(title).toHaveAttribute('title', fullTitle);
  const fits = await title.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits, `the title "${await title.innerText()}" is cut`).toBe(true);
}

const FULL_TITLES: Record<Language, RegExp> = {
  zh: /^机电公司项目管理系统$/,
  zhtw: /^機電公司專案管理系統$/,
  en: /^Electromechanical Company Project Management System$/,
};

/**
 * Every route of the admin's menu, in each language: opened from the side menu by its name in
 * that language, it shows its page (not the 404 page), its tab and document title carry that
 * name, no raw translation key and no menu name of another language is visible, and nothing
 * raised an error. One sign-in per language; the page is reused from route to route.
 */
for (const language of ['zh', 'zhtw', 'en'] as const) {
  test(`every menu route in ${language}`, async ({ page }) => {
    // Some sixty pages one after another: 2.4-2.7 min on two busy cores, with the server suite
    // running beside it. The limit is there to stop a hang, not to time the walk.
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const problems = watchErrors(page);
    const open = openRequests(page);
    const token = await signInByApi();
    const menu = await adminMenu(token);
    const entries = flatten(menu);
    const codes = new Set(entries.map(({ entry }) => entry.enCode));
    // Names of the other languages that this language never shows for any entry.
    const ownNames = new Set(entries.map(({ entry }) => nameIn(entry, language)));
    const foreignNames = entries.flatMap(({ entry }) =>
      (['zh', 'zhtw', 'en'] as const)
        .map((other) => nameIn(entry, other))
        .filter((name) => !ownNames.has(name)),
    );

    await page.goto('/login');
    await page.evaluate((chosen) => localStorage.setItem('mepm_language', chosen), language);
    await page.goto(`/home?token=${encodeURIComponent(token)}`);
    const sideMenu = page.getByRole('navigation', { name: LABELS[language].sideMenu });
    await expect(sideMenu).toBeVisible();
    await expectTitleFits(page, FULL_TITLES[language]);

    const pages = entries.filter(({ entry }) => entry.type === 2);
    expect(pages.length).toBeGreaterThan(5);
    for (const { entry, parents } of pages) {
      const name = nameIn(entry, language);
      const path = `/${entry.urlAddress}`;
      await test.step(`${path} (${name})`, async () => {
        await openInSideMenu(
          sideMenu,
          [...parents, entry].map((item) => nameIn(item, language)),
        );
        await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
        await settled(page, open);
        await expect(page.getByRole('heading', { name: '404', exact: true })).toHaveCount(0);
        const tabs = page.getByRole('navigation', { name: LABELS[language].tabs });
        await expect(tabs.locator('[aria-current="page"]')).toHaveText(name);
        await expect(page).toHaveTitle(new RegExp(`^${escaped(name)} - `));
        expect(await rawKeys(page, codes)).toEqual([]);
        const shown = await shownTexts(page);
        expect(foreignNames.filter((foreign) => shown.has(foreign))).toEqual([]);
        expect(problems).toEqual([]);
      });
    }

    for (const path of FIXED_ROUTES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(sideMenu).toBeVisible();
        await settled(page, open);
        await expect(page.getByRole('heading', { name: '404', exact: true })).toHaveCount(0);
        expect(await rawKeys(page, codes)).toEqual([]);
        const shown = await shownTexts(page);
        expect(foreignNames.filter((foreign) => shown.has(foreign))).toEqual([]);
        expect(problems).toEqual([]);
      });
    }

    await test.step('the title fits a phone', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: /展开菜单|展開選單|Expand menu/ }).click();
      await expectTitleFits(page, FULL_TITLES[language]);
    });
    expect(problems).toEqual([]);
  });
}
