import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { settingChanged } from '../../kernel/settings';

export type SwitchKey =
  | 'tagsView'
  | 'tagsIcon'
  | 'showLanguage'
  | 'showSearch'
  | 'useCache'
  | 'fixedHeader'
  | 'sidebarLogo'
  | 'errorLog';

/** One on/off client setting, labelled `settings.<key>`, applied and stored at once. */
export function SettingSwitch({ name }: { name: SwitchKey }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const checked = useAppSelector((state) => state.settings[name]);
  return (
    <FormControlLabel
      sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
      labelPlacement="start"
      label={t(`settings.${name}`)}
      control={
        <Switch
          checked={checked}
          onChange={(event) => dispatch(settingChanged(name, event.target.checked))}
        />
      }
    />
  );
}
