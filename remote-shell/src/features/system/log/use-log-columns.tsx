import { useMemo } from 'react';
import Button from '@mui/material/Button';
import type { ErrorLog, OperationLog, SignInLog } from '@mepm/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../kernel/i18n/language';
import { DATE_PATTERNS, formatDate } from '../../../shared/format';
import type { TableColumn } from '../../../shared/table';
import { TruncatedText } from '../../../shared/table';

function useTime() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  return (ms: number) => formatDate(ms, language, DATE_PATTERNS.dateTimeSeconds);
}

const LOGIN_TYPES = ['account', 'mobile', 'scan'] as const;
const isLoginType = (value: string): value is (typeof LOGIN_TYPES)[number] =>
  (LOGIN_TYPES as readonly string[]).includes(value);

export function useSignInColumns(): TableColumn<SignInLog>[] {
  const { t } = useTranslation();
  const time = useTime();
  return useMemo(
    () => [
      {
        key: 'loginTime',
        label: t('system.log.fields.time'),
        width: 170,
        render: (row) => time(row.loginTime),
      },
      { key: 'account', label: t('system.log.fields.account'), width: 130 },
      { key: 'userName', label: t('system.log.fields.userName'), width: 110 },
      {
        key: 'success',
        label: t('system.log.fields.result'),
        width: 80,
        render: (row) => t(row.success ? 'system.log.fields.success' : 'system.log.fields.failure'),
      },
      { key: 'failure', label: t('system.log.fields.reason'), width: 160 },
      { key: 'ip', label: t('system.log.fields.ip'), width: 130 },
      { key: 'ipAddressName', label: t('system.log.fields.place'), width: 120 },
      {
        key: 'loginType',
        label: t('system.log.fields.loginType'),
        width: 100,
        render: (row) =>
          isLoginType(row.loginType) ? t(`system.log.loginTypes.${row.loginType}`) : row.loginType,
      },
      { key: 'browser', label: t('system.log.fields.browser'), width: 120 },
      { key: 'os', label: t('system.log.fields.os'), width: 120 },
      {
        key: 'userAgent',
        label: t('system.log.fields.userAgent'),
        render: (row) => <TruncatedText text={row.userAgent} />,
      },
    ],
    [t, time],
  );
}

function detailColumn<Row extends { id: string }>(
  t: TFunction,
  nameOf: (row: Row) => string,
  onDetail: (id: string) => void,
): TableColumn<Row> {
  return {
    key: 'actions',
    label: t('system.log.detail'),
    width: 90,
    pinned: true,
    render: (row) => (
      <Button
        size="small"
        onClick={() => onDetail(row.id)}
        aria-label={t('system.log.detailOf', { name: nameOf(row) })}
      >
        {t('system.log.detail')}
      </Button>
    ),
  };
}

export function useOperationColumns(onDetail: (id: string) => void): TableColumn<OperationLog>[] {
  const { t } = useTranslation();
  const time = useTime();
  return useMemo(
    () => [
      {
        key: 'time',
        label: t('system.log.fields.time'),
        width: 170,
        render: (row) => time(row.time),
      },
      { key: 'account', label: t('system.log.fields.account'), width: 120 },
      { key: 'menuCode', label: t('system.log.fields.menu'), width: 150 },
      { key: 'method', label: t('system.log.fields.method'), width: 90 },
      {
        key: 'path',
        label: t('system.log.fields.path'),
        render: (row) => <TruncatedText text={row.path} />,
      },
      { key: 'status', label: t('system.log.fields.status'), width: 80 },
      { key: 'durationMs', label: t('system.log.fields.duration'), width: 110 },
      { key: 'ip', label: t('system.log.fields.ip'), width: 130 },
      detailColumn<OperationLog>(t, (row) => `${row.method} ${row.path}`, onDetail),
    ],
    [t, time, onDetail],
  );
}

export function useErrorColumns(onDetail: (id: string) => void): TableColumn<ErrorLog>[] {
  const { t } = useTranslation();
  const time = useTime();
  return useMemo(
    () => [
      {
        key: 'time',
        label: t('system.log.fields.time'),
        width: 170,
        render: (row) => time(row.time),
      },
      {
        key: 'source',
        label: t('system.log.fields.source'),
        width: 90,
        render: (row) =>
          t(row.source === 'client' ? 'system.log.sources.client' : 'system.log.sources.server'),
      },
      { key: 'traceId', label: t('system.log.fields.traceId'), width: 160 },
      { key: 'account', label: t('system.log.fields.account'), width: 120 },
      {
        key: 'message',
        label: t('system.log.fields.message'),
        render: (row) => <TruncatedText text={row.message} />,
      },
      {
        key: 'path',
        label: t('system.log.fields.path'),
        width: 200,
        render: (row) => <TruncatedText text={row.path} />,
      },
      detailColumn<ErrorLog>(t, (row) => row.message, onDetail),
    ],
    [t, time, onDetail],
  );
}
