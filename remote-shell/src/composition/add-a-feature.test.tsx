import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { defineFeature } from '../kernel/feature';
import type { TopBarItemProps } from '../kernel/feature';
import type { TextKey } from '../kernel/i18n/text-key';
import { defineMessages } from '../kernel/locales/define';
import { TopBar } from '../layout/top-bar/TopBar';
import { renderAdminPage } from '../test/admin-page-kit';
import { renderWithProviders } from '../test/render-with-providers';
import { composeFeatures } from './compose-features';
import { FEATURES } from './features';

/** A page of the new feature: its one text, translated. */
function GreetingPage() {
  const { t } = useTranslation();
  // The product's texts, which type t(), lack this key: only the test's own list of features has it.
  return <h1>{t('sample.greeting.hello' as TextKey)}</h1>;
}

/** Its button in the top bar: compact on a phone's width, as the layout says. */
function GreetingButton({ compact }: TopBarItemProps) {
  return <button type="button">{compact ? 'G' : 'Greeting'}</button>;
}

/** A new capability, as small as one can be: a page at its path, a text and a tag type. */
const greetingFeature = defineFeature({
  name: 'sample.greeting',
  pages: { '/sample/greeting': GreetingPage },
  locales: defineMessages({
    zh: { hello: '你好，新功能' },
    zhtw: { hello: '你好，新功能（繁體）' },
    en: { hello: 'Hello, new feature' },
  }),
  tagTypes: ['Greeting'],
  topBarItems: [{ key: 'greeting', order: 10, Component: GreetingButton }],
});

describe('adding a feature', () => {
  it('one entry in the list of features serves its page at its path, with its texts', async () => {
    renderAdminPage('/sample/greeting', { features: [...FEATURES, greetingFeature] });
    expect(await screen.findByRole('heading', { name: '你好，新功能' })).toBeInTheDocument();
  });

  it('its texts follow the language', async () => {
    renderAdminPage('/sample/greeting', {
      features: [...FEATURES, greetingFeature],
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Hello, new feature' })).toBeInTheDocument();
  });

  it('without the entry the same menu address is a page not built yet: the 404 page', async () => {
    renderAdminPage('/sample/greeting');
    expect(
      await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('你好，新功能')).not.toBeInTheDocument();
  });

  it('the product keeps its own pages and texts beside the new one', async () => {
    renderAdminPage('/permission/onlineUser', { features: [...FEATURES, greetingFeature] });
    expect(await screen.findByLabelText('在线用户', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('its top bar item sits in the top bar of the layout, in order', async () => {
    const later = defineFeature({
      name: 'sample.later',
      topBarItems: [
        { key: 'later', order: 20, Component: () => <button type="button">Later</button> },
      ],
    });
    renderWithProviders(<TopBar showToggle={false} onOpenSettings={() => undefined} />, {
      features: [...FEATURES, later, greetingFeature],
    });
    const greeting = await screen.findByRole('button', { name: 'Greeting' });
    const laterButton = screen.getByRole('button', { name: 'Later' });
    expect(greeting.compareDocumentPosition(laterButton)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('two top bar items with one key are refused', () => {
    const twin = defineFeature({
      name: 'sample.twin',
      topBarItems: [{ key: 'greeting', order: 1, Component: GreetingButton }],
    });
    expect(() => composeFeatures([greetingFeature, twin])).toThrow(/top bar item greeting/);
  });

  it('its tag types join the api slice', () => {
    expect(composeFeatures([...FEATURES, greetingFeature]).tagTypes).toEqual(
      expect.arrayContaining(['Greeting', 'OnlineUser', 'SystemMenu', 'Profile']),
    );
  });

  it('two features with one name are refused: one name per capability', () => {
    const twin = defineFeature({ name: 'sample.greeting' });
    expect(() => composeFeatures([greetingFeature, twin])).toThrow(/name sample\.greeting/);
  });

  it('two features with one page path are refused', () => {
    const other = defineFeature({ name: 'sample.other', pages: greetingFeature.pages });
    expect(() => composeFeatures([greetingFeature, other])).toThrow(/page \/sample\/greeting/);
  });
});
