import { acceptLanguage, detectLanguage, languageFromBrowserTag } from './language';

describe('detectLanguage', () => {
  it('prefers the saved language over the browser', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage('zhtw', ['en-US'])).toBe('zhtw');
  });

  it('ignores a saved value that is not a product language', () => {
    expect(detectLanguage('fr', ['en-GB'])).toBe('en');
  });

  it('maps Taiwan, Hong Kong and Traditional script tags to zhtw', () => {
    expect(detectLanguage(null, ['zh-TW'])).toBe('zhtw');
    expect(detectLanguage(null, ['zh-HK'])).toBe('zhtw');
    expect(detectLanguage(null, ['zh-Hant-TW'])).toBe('zhtw');
  });

  it('maps other Chinese tags to zh and English tags to en', () => {
    expect(detectLanguage(null, ['zh-CN'])).toBe('zh');
    expect(detectLanguage(null, ['zh'])).toBe('zh');
    expect(detectLanguage(null, ['en-US'])).toBe('en');
  });

  it('takes the first browser language it speaks', () => {
    expect(detectLanguage(null, ['fr-FR', 'de', 'en-US', 'zh-CN'])).toBe('en');
  });

  it('falls back to zh', () => {
    expect(detectLanguage(null, ['fr-FR', 'ja'])).toBe('zh');
    expect(detectLanguage(null, [])).toBe('zh');
  });
});

describe('languageFromBrowserTag', () => {
  it('does not mistake a language that only starts with the same letters', () => {
    expect(languageFromBrowserTag('zha')).toBeNull();
    expect(languageFromBrowserTag('enx')).toBeNull();
  });
});

describe('acceptLanguage', () => {
  it('sends the regional tags the server expects', () => {
    expect(acceptLanguage('zh')).toBe('zh-CN');
    expect(acceptLanguage('zhtw')).toBe('zh-TW');
    expect(acceptLanguage('en')).toBe('en');
  });
});
