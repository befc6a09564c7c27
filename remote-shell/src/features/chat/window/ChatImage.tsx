import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import { useFileUrl } from '../../../shared/files/use-file-url';
import { useChatImageNameQuery } from '../api';

const MAX_SIZE = 180;

/** An image message, through a signed address (an <img> cannot send the session's header). */
export function ChatImage({ name }: { name: string }) {
  const { t } = useTranslation();
  const { data, isError } = useChatImageNameQuery(name);
  const src = useFileUrl(data?.url ?? '');
  if (isError) return <span>{t('chat.image')}</span>;
  if (!src) return <Skeleton variant="rectangular" width={MAX_SIZE} height={120} />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img
        src={src}
        alt={t('chat.image')}
        style={{ maxWidth: MAX_SIZE, maxHeight: MAX_SIZE, display: 'block' }}
      />
    </a>
  );
}
