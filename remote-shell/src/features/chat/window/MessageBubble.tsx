import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmoticonText } from '../emoticons/EmoticonText';
import { ChatImage } from './ChatImage';
import type { MessageBody } from './message-body';

export interface MessageBubbleProps {
  body: MessageBody;
  mine: boolean;
  /** Milliseconds since the epoch; absent while pending. */
  dateTime?: number;
  pending?: boolean;
}

/** One message: the user's own on the right, the other party's on the left. */
export function MessageBubble({ body, mine, dateTime, pending = false }: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      role="listitem"
      aria-busy={pending || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
      }}
    >
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.25,
          py: 0.75,
          borderRadius: 1.5,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          opacity: pending ? 0.6 : 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {body.kind === 'image' ? <ChatImage name={body.name} /> : <EmoticonText text={body.text} />}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {pending
          ? t('chat.sending')
          : dateTime !== undefined &&
            new Date(dateTime).toLocaleString(i18n.language === 'en' ? 'en' : 'zh-CN', {
              dateStyle: 'short',
              timeStyle: 'short',
            })}
      </Typography>
    </Box>
  );
}
