import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CACHE_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/confirm';
import { useDateText, useNotifySuccess } from '../../../shared/crud';
import { PermissionGate } from '../../../shared/permission';
import { useClearAllCachesMutation, useClearCacheMutation, useServerCachesQuery } from './api';
import { formatFileSize as byteSize } from '../../../shared/format';

/** System → cache (/system/cache): each cache with its figures; clear one or all (btn_clear). */
export function CachePage() {
  const { t } = useTranslation();
  const dateText = useDateText();
  const notify = useNotifySuccess();
  const { data, isFetching, isError, refetch } = useServerCachesQuery(undefined);
  const [clear, { isLoading: clearing }] = useClearCacheMutation();
  const [clearAll, { isLoading: clearingAll }] = useClearAllCachesMutation();
  const [asking, setAsking] = useState(false);
  const unknown = t('system.cache.unknown');
  const cleared = (result: { data?: unknown }) => {
    if ('data' in result) notify('system.cache.cleared');
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('system.cache.title')}
        </Typography>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          {t('system.cache.buttons.refresh')}
        </Button>
        <PermissionGate code={CACHE_BUTTON.clear}>
          <Button variant="contained" color="warning" onClick={() => setAsking(true)}>
            {t('system.cache.buttons.clearAll')}
          </Button>
        </PermissionGate>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('system.cache.hint')}
      </Typography>
      {isError && <Alert severity="error">{t('system.cache.loadFailed')}</Alert>}
      <Paper variant="outlined">
        <Table size="small" aria-label={t('system.cache.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('system.cache.fields.title')}</TableCell>
              <TableCell align="right">{t('system.cache.fields.entries')}</TableCell>
              <TableCell align="right">{t('system.cache.fields.bytes')}</TableCell>
              <TableCell>{t('system.cache.fields.oldestTime')}</TableCell>
              <TableCell>{t('system.cache.fields.sinceTime')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.list ?? []).map((cache) => (
              <TableRow key={cache.name}>
                <TableCell>{cache.title}</TableCell>
                <TableCell align="right">{cache.entries ?? unknown}</TableCell>
                <TableCell align="right">
                  {cache.bytes === null ? unknown : byteSize(cache.bytes)}
                </TableCell>
                <TableCell>{cache.oldestTime === null ? '' : dateText(cache.oldestTime)}</TableCell>
                <TableCell>{cache.sinceTime === null ? '' : dateText(cache.sinceTime)}</TableCell>
                <TableCell align="right">
                  <PermissionGate code={CACHE_BUTTON.clear}>
                    <Button
                      size="small"
                      disabled={clearing}
                      aria-label={`${t('system.cache.buttons.clear')} ${cache.title}`}
                      onClick={() => void clear(cache.name).then(cleared)}
                    >
                      {t('system.cache.buttons.clear')}
                    </Button>
                  </PermissionGate>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ConfirmDialog
        open={asking}
        busy={clearingAll}
        message={t('system.cache.confirmAll')}
        onConfirm={() =>
          void clearAll(undefined).then((result) => {
            setAsking(false);
            cleared(result);
          })
        }
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
