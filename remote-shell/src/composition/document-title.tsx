import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../shared/route-meta';
import { useShownLanguage } from '../kernel/i18n/use-shown-language';
import { useAppSelector, useShellContext } from '../kernel/hooks';
import { useCurrentRouteMeta } from './router/use-route-meta';

/**
 * Titles the page "<route title> - <app title>" in the current language (the title comes
 * from each route's title), but only when the page is ours (not a host's).
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { options } = useShellContext();
  const meta = useCurrentRouteMeta();
  const customTitle = useAppSelector((state) => state.settings.title);
  const ownsDocument = options.embed === 'standalone' || options.embed === 'iframe';
  const appTitle = customTitle || t('app.title');
  const language = useShownLanguage();
  const page = meta ? routeTitle(meta, t, language) : '';
  const title = page ? `${page} - ${appTitle}` : appTitle;
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
