import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { defineFeature } from '../kernel/feature';
import type { TextKey } from '../kernel/i18n/text-key';
import { defineMessages } from '../kernel/locales/define';
import { renderAdminPage } from '../test/admin-page-kit';
import { composeFeatures } from './compose-features';
import { FEATURES } from './features';

/** A page of the new feature: its one text, translated. */
function GreetingPage() {
  const { t } = useTranslation();
  // The product's texts, which type t(), lack this key: only the test's own list of features has it.
  return <h1>{t('sample.greeting.hello' as TextKey)}</h1>;
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
