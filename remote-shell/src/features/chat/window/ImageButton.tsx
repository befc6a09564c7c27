import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ImageIcon from '@mui/icons-material/Image';
import { useAppDispatch } from '../../../kernel/hooks';
import { toastShown } from '../../../kernel/notice-slice';
import { useUploadChatImageMutation } from '../api';

/** Chat images are under 5 MB (SPEC §5, §9). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The picture button: one image file at a time, under 5 MB, uploaded to the chat upload; the
 * stored name is handed on to be sent. Anything else is refused before any upload.
 */
export function ImageButton({ onUploaded }: { onUploaded: (name: string) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadChatImageMutation();

  const refuse = (text: string) => dispatch(toastShown({ kind: 'error', text }));
  const onChosen = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return refuse(t('chat.imageOnly'));
    if (file.size >= CHAT_IMAGE_MAX_BYTES) return refuse(t('chat.imageTooLarge'));
    // A refusal of the server is shown by the base query already.
    const stored = await upload(file)
      .unwrap()
      .catch(() => null);
    if (stored) onUploaded(stored.name);
  };

  return (
    <>
      <Tooltip title={t('chat.picture')}>
        <span>
          <IconButton
            size="small"
            aria-label={t('chat.picture')}
            disabled={isLoading}
            onClick={() => input.current?.click()}
          >
            {isLoading ? <CircularProgress size={18} /> : <ImageIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="chat-image-input"
        onChange={(event) => void onChosen(event.target.files?.[0])}
      />
    </>
  );
}
