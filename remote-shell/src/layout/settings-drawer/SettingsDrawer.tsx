import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LAYOUTS } from '@mepm/contract/codes';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { isLanguage } from '../../kernel/i18n/language';
import { settingChanged, SIZES, SLIDE_CLASSES, THEME_CLASSES } from '../../kernel/settings';
import { useChooseLanguage, useChooseLayout } from '../../kernel/settings/use-preferences';
import { ChoiceGroup } from './ChoiceGroup';
import { ColorSwatches } from './ColorSwatches';
import { SettingSwitch } from './SettingSwitch';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The settings panel: every change applies at once and is stored (kernel/settings). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const chooseLayout = useChooseLayout();
  const chooseLanguage = useChooseLanguage();
  const titleId = useId();
  // i18n is the source of the shown language; the setting mirrors it.
  const language = isLanguage(i18n.language) ? i18n.language : settings.language;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, role: 'dialog', sx: { width: 300 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton aria-label={t('settings.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Section title={t('settings.navMode')}>
          <ChoiceGroup
            label={t('settings.navMode')}
            value={settings.layoutType}
            options={LAYOUTS}
            optionLabel={(layout) => t(`settings.layout.${layout}`)}
            onChange={chooseLayout}
          />
        </Section>
        <Section title={t('settings.themeClass')}>
          <ChoiceGroup
            label={t('settings.themeClass')}
            value={settings.themeClass}
            options={THEME_CLASSES}
            optionLabel={(value) => t(`settings.themeClasses.${value}`)}
            onChange={(value) => dispatch(settingChanged('themeClass', value))}
          />
        </Section>
        <Section title={t('settings.themeColor')}>
          <ColorSwatches />
        </Section>
        <Section title={t('settings.slideClass')}>
          <ChoiceGroup
            label={t('settings.slideClass')}
            value={settings.slideClass}
            options={SLIDE_CLASSES}
            optionLabel={(value) => t(`settings.slideClasses.${value}`)}
            onChange={(value) => dispatch(settingChanged('slideClass', value))}
          />
        </Section>
        <Section title={t('settings.interface')}>
          <SettingSwitch name="tagsView" />
          <SettingSwitch name="tagsIcon" />
          <SettingSwitch name="showLanguage" />
          <SettingSwitch name="showSearch" />
          <SettingSwitch name="useCache" />
          <SettingSwitch name="fixedHeader" />
          <SettingSwitch name="sidebarLogo" />
          <SettingSwitch name="errorLog" />
          <TextField
            select
            label={t('settings.language')}
            value={language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) chooseLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`language.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Section>
        <Section title={t('settings.size')}>
          <ChoiceGroup
            label={t('settings.size')}
            value={settings.size}
            options={SIZES}
            optionLabel={(value) => t(`settings.sizes.${value}`)}
            onChange={(value) => dispatch(settingChanged('size', value))}
          />
        </Section>
      </Box>
    </Drawer>
  );
}
