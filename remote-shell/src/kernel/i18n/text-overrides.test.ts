import type { Resource } from 'i18next';
import { createShellI18n } from './create-i18n';
import { shippedTexts } from './shipped-texts';
import { applyTextOverrides } from './text-overrides';

// These texts are not the product's, which are all that `t()` is typed to take.
type LooseT = (key: string, options?: object) => string;

function resources(): Resource {
  const texts = (title: string) => ({
    translation: { app: { title }, group: { first: 'one', count: '{{n}} items' } },
  });
  return { zh: texts('标题'), zhtw: texts('標題'), en: texts('Title') };
}

describe('text overrides', () => {
  it('puts an override over the shipped text of its language only', () => {
    const shipped = resources();
    const i18n = createShellI18n(shipped, 'en');
    const applied = applyTextOverrides(i18n, [
      { key: 'app.title', language: 'en', text: 'My title' },
      { key: 'group.count', language: 'zh', text: '共{{n}}项' },
    ]);
    expect(applied).toBe(2);
    expect(i18n.t('app.title')).toBe('My title');
    expect(i18n.t('app.title', { lng: 'zh' })).toBe('标题');
    expect((i18n.t as LooseT)('group.count', { lng: 'zh', n: 3 })).toBe('共3项');
    // The composition's resources and the record of the shipped texts stay as they were.
    expect(shipped).toEqual(resources());
    expect(shippedTexts(i18n)).toBe(shipped);
    // A second mount starts from the shipped texts.
    expect(createShellI18n(shipped, 'en').t('app.title')).toBe('Title');
  });

  it('skips rows that are not texts of this shell: groups, unknown keys and languages, bad shapes', () => {
    const i18n = createShellI18n(resources(), 'en');
    const applied = applyTextOverrides(i18n, [
      { key: 'group', language: 'en', text: 'flattened' },
      { key: 'app.subtitle', language: 'en', text: 'new' },
      { key: 'app.title', language: 'fr', text: 'Titre' },
      { key: 'app.title', language: 'en' },
      'app.title',
    ]);
    expect(applied).toBe(0);
    expect((i18n.t as LooseT)('group.first')).toBe('one');
    expect(i18n.exists('app.subtitle')).toBe(false);
  });
});
