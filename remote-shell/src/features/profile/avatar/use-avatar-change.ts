import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeAvatarMutation, useUploadAvatarImageMutation } from '../api';
import { useNotify } from '../common/use-notify';
import { AVATAR_LIMIT, exceedsLimit, isImage } from './size-limit';

/**
 * Uploads an image as a `userAvatar` file, then makes the server's name for it the avatar. Files
 * that are not images or too large are refused here, before any request. Failed calls were
 * already reported by the base query.
 */
export function useAvatarChange() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [upload, uploadState] = useUploadAvatarImageMutation();
  const [changeAvatar, changeState] = useChangeAvatarMutation();

  const change = useCallback(
    async (file: File): Promise<void> => {
      if (!isImage(file)) {
        notify.error(t('profile.avatar.notImage'));
        return;
      }
      if (exceedsLimit(file)) {
        notify.error(t('profile.avatar.tooLarge', { ...AVATAR_LIMIT }));
        return;
      }
      const uploaded = await upload(file);
      if ('error' in uploaded || !uploaded.data) return;
      const changed = await changeAvatar(uploaded.data.name);
      if ('error' in changed) return;
      notify.success(t('profile.avatar.changed'));
    },
    [t, notify, upload, changeAvatar],
  );

  return { change, busy: uploadState.isLoading || changeState.isLoading };
}
