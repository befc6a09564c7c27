import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { FlowTaskRecordRow } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../../shared/crud';
import { SignedImage } from '../../../shared/form-renderer/fields/SignedImage';
import { useOpenFile } from '../../../shared/form-renderer/fields/signed-file';

/**
 * The task's history as a timeline, oldest first: who did what where, when, and why, with the
 * attachments (opened under a signed name) and the handwritten signature of each decision.
 */
export function TaskHistory({ records }: { records: readonly FlowTaskRecordRow[] }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const openFile = useOpenFile();
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
            {record.targetName && (
              <Typography component="span" color="text.secondary">
                {t('workFlow.tasks.panel.target', { target: record.targetName })}
              </Typography>
            )}
            <Typography component="span" variant="caption" color="text.secondary">
              {dateText(record.createdTime)}
            </Typography>
          </Box>
          {record.comment && <Typography variant="body2">{record.comment}</Typography>}
          {record.attachments.length > 0 && (
            <Box
              aria-label={t('workFlow.tasks.panel.attachments')}
              role="group"
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
            >
              {record.attachments.map((file) => (
                <Link
                  key={file.fileId}
                  component="button"
                  type="button"
                  aria-label={t('workFlow.tasks.panel.download', { name: file.name })}
                  onClick={() => void openFile('annex', file.name)}
                >
                  {file.name}
                </Link>
              ))}
            </Box>
          )}
          {record.signatureName && (
            <SignedImage
              type="annexpic"
              name={record.signatureName}
              alt={t('workFlow.tasks.panel.signature')}
              width={150}
              height={50}
            />
          )}
        </ListItem>
      ))}
    </List>
  );
}
