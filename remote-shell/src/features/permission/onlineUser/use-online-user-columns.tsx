import { useMemo } from 'react';
import Button from '@mui/material/Button';
import type { OnlineUser } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../kernel/i18n/language';
import { formatDate, DATE_PATTERNS } from '../../../shared/format';
import { usePermission } from '../../../shared/permission';
import type { TableColumn } from '../../../shared/table';
import { TruncatedText } from '../../../shared/table';

/** The session columns; the action column only when the page grants btn_forced. */
export function useOnlineUserColumns(
  onForceOffline: (row: OnlineUser) => void,
): TableColumn<OnlineUser>[] {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  const { hasButton } = usePermission();
  const canForce = hasButton(ADMIN_BUTTON.forcedOffline);
  return useMemo(() => {
    const columns: TableColumn<OnlineUser>[] = [
      { key: 'realName', label: t('permission.onlineUser.realName'), width: 140 },
      { key: 'account', label: t('permission.onlineUser.account'), width: 140 },
      {
        key: 'loginTime',
        label: t('permission.onlineUser.loginTime'),
        width: 170,
        render: (row) => formatDate(row.loginTime, language, DATE_PATTERNS.dateTimeSeconds),
      },
      { key: 'ip', label: t('permission.onlineUser.ip'), width: 140 },
      { key: 'ipAddressName', label: t('permission.onlineUser.place'), width: 160 },
      {
        key: 'userAgent',
        label: t('permission.onlineUser.userAgent'),
        render: (row) => <TruncatedText text={row.userAgent} />,
      },
    ];
    if (!canForce) return columns;
    return [
      ...columns,
      {
        key: 'actions',
        label: t('permission.onlineUser.actions'),
        width: 120,
        render: (row) => (
          <Button
            size="small"
            color="error"
            onClick={() => onForceOffline(row)}
            aria-label={t('permission.onlineUser.forceOfflineOf', { name: row.realName })}
          >
            {t('permission.onlineUser.forceOffline')}
          </Button>
        ),
      },
    ];
  }, [t, language, canForce, onForceOffline]);
}
