import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { designErrorText, DESIGN_MESSAGES, formatText, MAX_DESIGN_CHARS } from '@mepm/form-engine';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import type { DesignReading } from './design-json';

/** Why a text was not taken as a design: it, or a file, could not be read. */
export type JsonRefusalReason =
  Exclude<DesignReading, { ok: true }> | { ok: false; problem: 'unreadable' };

/** A long list of problems shows its first ones; fixing those usually changes the rest. */
const SHOWN_ERRORS = 50;

/** Why the JSON was refused, in the language shown: the design's problems with their paths. */
export function JsonRefusal({ reason }: { reason: JsonRefusalReason }) {
  const { t } = useTranslation();
  const language = useShownLanguage();
  switch (reason.problem) {
    case 'tooLarge':
      return (
        <Alert severity="error">
          {formatText(DESIGN_MESSAGES.tooLarge[language], { limit: MAX_DESIGN_CHARS })}
        </Alert>
      );
    case 'notJson':
      return <Alert severity="error">{t('formDesigner.json.notJson')}</Alert>;
    case 'unreadable':
      return <Alert severity="error">{t('formDesigner.json.unreadable')}</Alert>;
    case 'refused': {
      const hidden = reason.errors.length - SHOWN_ERRORS;
      return (
        <Alert severity="error">
          {t('formDesigner.json.refused')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {reason.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
              // Errors come in the check's order and are not edited: the index is stable.
              <li key={index}>{designErrorText(error, language)}</li>
            ))}
          </Box>
          {hidden > 0 && t('formDesigner.json.more', { n: hidden })}
        </Alert>
      );
    }
  }
}
