import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { settingChanged, THEME_COLORS } from '../../kernel/settings';
import type { ThemeColorName } from '../../kernel/settings';

const NAMES = Object.keys(THEME_COLORS) as ThemeColorName[];

/** The nine theme colours; each swatch is a button named by its colour. */
export function ColorSwatches() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.settings.theme);
  return (
    <Box
      role="group"
      aria-label={t('settings.themeColor')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {NAMES.map((name) => (
        <Tooltip key={name} title={t(`settings.colors.${name}`)}>
          <ButtonBase
            aria-label={t(`settings.colors.${name}`)}
            aria-pressed={name === current}
            onClick={() => dispatch(settingChanged('theme', name))}
            sx={{
              width: 24,
              height: 24,
              borderRadius: 1,
              bgcolor: THEME_COLORS[name],
              color: '#fff',
            }}
          >
            {name === current && <CheckIcon sx={{ fontSize: 16 }} />}
          </ButtonBase>
        </Tooltip>
      ))}
    </Box>
  );
}
