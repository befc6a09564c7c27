import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import { EMOTICONS } from './catalogue';
import { EMOTICON_SIZE } from './EmoticonText';
import { useEmoticonUrls } from './use-emoticon-urls';

/** The grid of the catalogue: a click hands the emoticon's alt text to `onPick`. */
export function EmoticonPicker({ onPick }: { onPick: (alt: string) => void }) {
  const { t } = useTranslation();
  const urls = useEmoticonUrls(true);
  if (!urls) return <CircularProgress size={24} sx={{ m: 2 }} />;
  return (
    <Box
      role="group"
      aria-label={t('chat.emoticons')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(10, 1fr)',
        gap: 0.5,
        p: 1,
        width: 340,
        maxHeight: 240,
        overflowY: 'auto',
      }}
    >
      {EMOTICONS.map((emoticon) => (
        <ButtonBase
          key={emoticon.code}
          aria-label={emoticon.alt}
          title={emoticon.alt}
          onClick={() => onPick(emoticon.alt)}
          sx={{ borderRadius: 1, p: 0.25 }}
        >
          <img src={urls[emoticon.code]} alt="" width={EMOTICON_SIZE} height={EMOTICON_SIZE} />
        </ButtonBase>
      ))}
    </Box>
  );
}
