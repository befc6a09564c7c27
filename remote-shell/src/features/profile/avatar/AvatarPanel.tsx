import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBaseInfoQuery } from '../api';
import { useFileUrl } from '../../../shared/files/use-file-url';
import { ChooseImageButton } from './ChooseImageButton';
import { AVATAR_LIMIT } from './size-limit';
import { useAvatarChange } from './use-avatar-change';

/** The current avatar and the way to replace it; the base info reloads with the new one. */
export function AvatarPanel() {
  const { t } = useTranslation();
  const { data: info } = useBaseInfoQuery(undefined);
  const { change, busy } = useAvatarChange();
  const src = useFileUrl(info?.headIcon ?? '');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Avatar
        src={src}
        alt={t('profile.avatar.current')}
        sx={{ width: 120, height: 120, fontSize: 48 }}
      >
        {info?.realName.slice(0, 1)}
      </Avatar>
      <ChooseImageButton
        label={t('profile.avatar.choose')}
        busy={busy}
        onChoose={(file) => void change(file)}
      />
      <Typography variant="body2" color="text.secondary">
        {t('profile.avatar.hint', { ...AVATAR_LIMIT })}
      </Typography>
    </Stack>
  );
}
