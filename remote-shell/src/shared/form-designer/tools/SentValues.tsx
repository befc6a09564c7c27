import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '@mepm/contract';

/** The values a checked form would send, as the JSON the server receives. */
export function SentValues({ values }: { values: FormValues }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} variant="subtitle2" gutterBottom>
        {t('formDesigner.preview.sent')}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 320,
          overflow: 'auto',
          fontFamily: 'monospace',
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {JSON.stringify(values, null, 2)}
      </Box>
    </Box>
  );
}
