import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from './hooks';

/** Titles the page in the current language, but only when the page is ours (not a host's). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { options } = useShellContext();
  const ownsDocument = options.embed === 'standalone' || options.embed === 'iframe';
  const title = t('app.title');
  useEffect(() => {
    if (!ownsDocument) return;
    const before = document.title;
    const hadTitleElement = document.querySelector('title') !== null;
    document.title = title;
    return () => {
      // Setting document.title creates a <title> when there was none: take it away again.
      if (hadTitleElement) document.title = before;
      else document.querySelector('title')?.remove();
    };
  }, [ownsDocument, title]);
  return null;
}
