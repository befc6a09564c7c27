import type { NoticeItem } from '@mepm/contract';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { typeKey } from './message-types';
import { useDateText } from '../../shared/crud/use-date-text';

/** One message in the drawer: title, type, time and a dot while unread. */
export function NoticeEntry({
  item,
  onOpen,
}: {
  item: NoticeItem;
  onOpen: (item: NoticeItem) => void;
}) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const unread = item.isRead !== '1';
  const type = t(typeKey(item.type));
  const time = dateText(item.lastModifyTime);
  const state = unread ? t('message.unread') : t('message.read');
  return (
    <ListItemButton
      divider
      onClick={() => onOpen(item)}
      aria-label={t('message.entry', { title: item.title, type, time, state })}
      sx={{ alignItems: 'flex-start', gap: 1, py: 1 }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          flex: 'none',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: unread ? 'error.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="body2"
          noWrap
          title={item.title}
          sx={{ fontWeight: unread ? 600 : 400 }}
        >
          {item.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {type} · {time} · {state}
        </Typography>
      </Box>
    </ListItemButton>
  );
}
