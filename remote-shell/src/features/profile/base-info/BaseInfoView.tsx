import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CurrentUserBaseInfo } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { TextName } from '../../../kernel/i18n/text-key';
import { DATE_PATTERNS, formatDate } from '../../../shared/format';
import { useLanguage } from '../common/use-language';

/** The base info as a read-only description list. */
export function BaseInfoView({ info }: { info: CurrentUserBaseInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = t('profile.baseInfo.none');
  const orNone = (text: string) => text || none;
  const prevLogin =
    info.prevLoginTime === null
      ? none
      : t('profile.baseInfo.prevLoginText', {
          time: formatDate(info.prevLoginTime, language, DATE_PATTERNS.dateTimeSeconds),
          place: info.prevLoginIPAddressName || none,
          ip: info.prevLoginIPAddress || none,
        });

  const rows: [TextName<'profile.fields'>, string][] = [
    ['account', info.account],
    ['realName', info.realName],
    ['gender', t(`profile.gender.${info.gender}`)],
    ['mobile', orNone(info.mobile)],
    ['email', orNone(info.email)],
    ['organize', orNone(info.organizeName)],
    ['department', orNone(info.departmentName)],
    ['positions', orNone(info.positionNames.join('、'))],
    ['roles', orNone(info.roleNames.join('、'))],
    ['signature', orNone(info.signature)],
    ['createdTime', formatDate(info.createdTime, language, DATE_PATTERNS.dateTimeSeconds)],
    ['prevLogin', prevLogin],
  ];

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {rows.map(([field, value]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {t(`profile.fields.${field}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
