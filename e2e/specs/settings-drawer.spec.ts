import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInOnLoginPage } from '../support/shell';

/** What a person reads to find the drawer, and its title, in each language. */
const DRAWER = {
  zh: { button: '系统设置', title: '系统布局配置', language: '多语言', option: '简体中文' },
  zhtw: { button: '系統設定', title: '系統佈局配置', language: '多語言', option: '繁體中文' },
  en: {
    button: 'Settings',
    title: 'Layout settings',
    language: 'Language selector',
    option: 'English',
  },
} as const;

/** Latin words a Chinese drawer may show: the product's own names for things. */
const LATIN_ALLOWED = new Set(['Logo']);

/** Every text the drawer shows, one entry per text node. */
function drawerTexts(drawer: Locator): Promise<string[]> {
  return drawer.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text !== '') texts.push(text);
    }
    return texts;
  });
}

async function openDrawer(page: Page, language: keyof typeof DRAWER): Promise<Locator> {
  await page.getByRole('button', { name: DRAWER[language].button, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: DRAWER[language].title });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the settings drawer speaks zh, zhtw and en and fits at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await signInOnLoginPage(page);

    let current: keyof typeof DRAWER = 'en';
    for (const language of ['zh', 'zhtw', 'en'] as const) {
      // The language is chosen in the drawer itself, as a person would.
      const before = await openDrawer(page, current);
      await before
        .getByRole('combobox', { name: new RegExp(`^${DRAWER[current].language}`) })
        .click();
      await page.getByRole('option', { name: DRAWER[language].option }).click();
      await expect(page.getByRole('dialog', { name: DRAWER[language].title })).toBeVisible();
      current = language;
      const drawer = page.getByRole('dialog', { name: DRAWER[language].title });

      const texts = await drawerTexts(drawer);
      // A raw key (settings.showLanguage) is what a missing text looks like.
      expect(texts.filter((text) => /^[a-z]+[A-Za-z]*(\.[A-Za-z]+)+$/.test(text))).toEqual([]);
      if (language !== 'en') {
        const latin = texts.filter(
          (text) =>
            /[A-Za-z]{2,}/.test(text) &&
            !LATIN_ALLOWED.has(text.replace(/^.*\s/, '')) &&
            text !== 'English',
        );
        expect(latin).toEqual([]);
      }
      // Nothing in the drawer runs past its right edge or the window's.
      const overflow = await drawer.evaluate((paper) => ({
        across: paper.scrollWidth > paper.clientWidth,
        right: paper.getBoundingClientRect().right,
      }));
      expect(overflow.across).toBe(false);
      expect(overflow.right).toBeLessThanOrEqual(viewport.width);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
    expect(errors).toEqual([]);
  });
}
