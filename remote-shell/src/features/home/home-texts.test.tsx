import { screen } from '@testing-library/react';
import { LANGUAGES } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';
import { shellRoutes } from '../../composition/routes';
import { recordMissingKeys } from '../../test/missing-keys';
import { renderHomeAt, shortcuts } from './home-test-kit';

jest.mock('./widgets/SignInChart', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const EDIT: Record<Language, string> = {
  zh: '编辑快捷入口',
  zhtw: '編輯快捷入口',
  en: 'Edit shortcuts',
};

/** The page's name in each language (the test menu names it in en only; zhtw shows the zh). */
const USERS: Record<Language, string> = { zh: '用户管理', zhtw: '用户管理', en: 'Users' };

describe.each(LANGUAGES)('home texts in %s', (language: Language) => {
  it.each(['/home', '/dashboard'])('%s asks for no key without a text', async (path) => {
    const missing = recordMissingKeys();
    const { user } = renderHomeAt(
      shellRoutes,
      path,
      { shortcuts: shortcuts({ shortcuts: ['system.user'] }) },
      language,
      missing.i18nOptions,
    );
    await screen.findAllByRole('link', { name: USERS[language] });
    await screen.findByTestId('sign-in-summary');
    // The editor's texts too.
    await user.click(await screen.findByRole('button', { name: EDIT[language] }));
    await screen.findByRole('dialog', { name: EDIT[language] });
    expect([...missing.found]).toEqual([]);
  });
});
