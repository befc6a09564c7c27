import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../kernel/hooks';
import { useLoginPageConfigQuery } from '../kernel/login-page-config';

/**
 * The title this browser's settings set, else the system name of the system configuration, else
 * the translated application title.
 */
export function useAppTitle(): string {
  const { t } = useTranslation();
  const custom = useAppSelector((state) => state.settings.title);
  const { data } = useLoginPageConfigQuery(undefined);
  return custom || data?.sysName || t('app.title');
}

/** The short title, for where the full one does not fit; a title set anywhere has none. */
export function useAppShortTitle(): string {
  const { t } = useTranslation();
  const custom = useAppSelector((state) => state.settings.title);
  const { data } = useLoginPageConfigQuery(undefined);
  return custom || data?.sysName || t('app.shortTitle');
}
