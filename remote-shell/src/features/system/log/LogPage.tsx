import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { ErrorLogList, OperationLogList, SignInLogList } from './LogLists';
import { LOG_TABS, type LogTabName } from './log-tabs';

const LISTS: Record<LogTabName, () => React.JSX.Element> = {
  signIn: SignInLogList,
  operation: OperationLogList,
  error: ErrorLogList,
};

/** /system/log: sign-ins, operations and errors, one tab each, newest first. */
export function LogPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LogTabName>('signIn');
  const List = LISTS[tab];
  return (
    <Box sx={{ p: 2 }}>
      <Tabs
        value={tab}
        onChange={(_event, value: LogTabName) => setTab(value)}
        aria-label={t('system.log.title')}
        sx={{ mb: 1 }}
      >
        {LOG_TABS.map((name) => (
          <Tab key={name} value={name} label={t(`system.log.tabs.${name}`)} />
        ))}
      </Tabs>
      <List key={tab} />
    </Box>
  );
}
