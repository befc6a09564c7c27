import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthorizePanel } from './authorize/AuthorizePanel';
import { AvatarPanel } from './avatar/AvatarPanel';
import { BaseInfoPanel } from './base-info/BaseInfoPanel';
import { PasswordForm } from './password/PasswordForm';
import { ScanLoginEntry } from './scan-login/ScanLoginEntry';
import { SubordinatesPanel } from './subordinates/SubordinatesPanel';
import { SystemLogPanel } from './system-log/SystemLogPanel';

const SECTIONS = {
  baseInfo: BaseInfoPanel,
  avatar: AvatarPanel,
  password: PasswordForm,
  authorize: AuthorizePanel,
  systemLog: SystemLogPanel,
  subordinates: SubordinatesPanel,
  scanLogin: ScanLoginEntry,
} satisfies Record<string, ComponentType>;

type Section = keyof typeof SECTIONS;
const SECTION_NAMES = Object.keys(SECTIONS) as Section[];

function isSection(value: string | null): value is Section {
  return SECTION_NAMES.includes(value as Section);
}

/**
 * /profile: the signed-in user's own information in six sections, and
 * the entry of a scan-login code. The open section lives in the
 * `tab` query parameter, so that a refresh or a shared link opens the same one; only that
 * section is mounted, so only its data is requested.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const section: Section = isSection(requested) ? requested : 'baseInfo';
  const Panel = SECTIONS[section];

  const open = (next: Section) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('profile.title')}
      </Typography>
      <Paper>
        <Tabs
          value={section}
          onChange={(_event, next: Section) => open(next)}
          aria-label={t('profile.tabs.label')}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {SECTION_NAMES.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`profile.tabs.${name}`)}
              id={`profile-tab-${name}`}
              aria-controls={`profile-panel-${name}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`profile-panel-${section}`}
          aria-labelledby={`profile-tab-${section}`}
          sx={{ p: 3 }}
        >
          <Panel />
        </Box>
      </Paper>
    </Box>
  );
}
