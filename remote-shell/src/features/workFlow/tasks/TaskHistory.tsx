import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { FlowTaskRecordRow } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../../shared/crud';

/** The task's history as a timeline, oldest first: who did what where, when, and why. */
export function TaskHistory({ records }: { records: readonly FlowTaskRecordRow[] }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  if (records.length === 0)
    return <Typography color="text.secondary">{t('workFlow.tasks.panel.noHistory')}</Typography>;
  return (
    <List aria-label={t('workFlow.tasks.panel.history')}>
      {records.map((record) => (
        <ListItem
          key={record.id}
          sx={{ display: 'block', borderLeft: 2, borderColor: 'divider', ml: 1, pl: 2 }}
        >
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography variant="subtitle2" component="span">
              {record.nodeTitle}
            </Typography>
            <Typography component="span">
              {record.userName} · {t(`workFlow.tasks.record.${record.action}`)}
            </Typography>
            {record.onBehalfOf && (
              <Typography component="span" color="text.secondary">
                {t('workFlow.tasks.panel.onBehalfOf', { name: record.onBehalfOf })}
              </Typography>
            )}
            {record.target && (
              <Typography component="span" color="text.secondary">
                {t('workFlow.tasks.panel.target', { target: record.target })}
              </Typography>
            )}
            <Typography component="span" variant="caption" color="text.secondary">
              {dateText(record.createdTime)}
            </Typography>
          </Box>
          {record.comment && <Typography variant="body2">{record.comment}</Typography>}
        </ListItem>
      ))}
    </List>
  );
}
