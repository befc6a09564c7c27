import { lazy, Suspense, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import InsertEmoticonIcon from '@mui/icons-material/InsertEmoticon';
import { CHAT_LIMITS } from '@mepm/contract/paths';
import { ImageButton } from './ImageButton';

const EmoticonPicker = lazy(async () => ({
  default: (await import('../emoticons/EmoticonPicker')).EmoticonPicker,
}));

export interface ComposerProps {
  /** Sends a text; false when there was nothing to send. */
  onSendText: (text: string) => boolean;
  /** Sends an uploaded image by its stored name. */
  onSendImage: (name: string) => void;
}

/** The text input with the emoticon picker and the picture button: Enter sends, Shift+Enter breaks. */
export function Composer({ onSendText, onSendImage }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [pickerAnchor, setPickerAnchor] = useState<HTMLElement | null>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);

  const send = () => {
    if (onSendText(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // An input method's Enter picks a candidate; it sends nothing.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  /** Puts the alt text where the cursor is, and the cursor after it. */
  const insert = (alt: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + alt + text.slice(end)).slice(0, CHAT_LIMITS.maxTextLength);
    setText(next);
    setPickerAnchor(null);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + alt.length, start + alt.length);
    });
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Tooltip title={t('chat.emoticons')}>
          <IconButton
            size="small"
            aria-label={t('chat.emoticons')}
            onClick={(event) => setPickerAnchor(event.currentTarget)}
          >
            <InsertEmoticonIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <ImageButton onUploaded={onSendImage} />
      </Box>
      <Popover
        open={pickerAnchor !== null}
        anchorEl={pickerAnchor}
        onClose={() => setPickerAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Suspense fallback={null}>
          <EmoticonPicker onPick={insert} />
        </Suspense>
      </Popover>
      <TextField
        inputRef={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={5}
        fullWidth
        size="small"
        placeholder={t('chat.input')}
        slotProps={{
          htmlInput: { 'aria-label': t('chat.input'), maxLength: CHAT_LIMITS.maxTextLength },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button variant="contained" size="small" onClick={send} disabled={text.trim() === ''}>
          {t('chat.send')}
        </Button>
      </Box>
    </Box>
  );
}
