import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@mepm/contract/codes';
import { COMPACT_BUTTON_SX } from './compact-button';
import { isLanguage } from './i18n/language';
import { useChooseLanguage } from './settings/use-preferences';
import { HTML_LANG } from './i18n/html-lang';

/**
 * zh / zhtw / en, remembered on this browser and, signed in, on the server. Compact (a phone's
 * top bar) shows only the icon; the button keeps its accessible name.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const chooseLanguage = useChooseLanguage();
  const current = isLanguage(i18n.language) ? i18n.language : 'zh';
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('language.switch')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={compact ? COMPACT_BUTTON_SX : { whiteSpace: 'nowrap' }}
      >
        {compact ? null : t(`language.${current}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={HTML_LANG[language]}
            selected={language === current}
            onClick={() => {
              chooseLanguage(language);
              setAnchor(null);
            }}
          >
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
