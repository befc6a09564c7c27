import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../kernel/hooks';

/** The settings' title when one is set, else the translated application title. */
export function useAppTitle(): string {
  const { t } = useTranslation();
  const custom = useAppSelector((state) => state.settings.title);
  return custom || t('app.title');
}

/** The short title, for where the full one does not fit; a title set in the settings has none. */
export function useAppShortTitle(): string {
  const { t } = useTranslation();
  const custom = useAppSelector((state) => state.settings.title);
  return custom || t('app.shortTitle');
}
