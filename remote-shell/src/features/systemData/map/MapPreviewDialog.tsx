import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { MapRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useMapGeoJsonQuery } from './api';

// ECharts loads with the first preview, not with the page.
const MapChart = lazy(() => import('./MapChart'));

/** A map's outlines as the data screens get them (by code; a disabled map has none). */
export function MapPreviewDialog({ map, onClose }: { map: MapRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isError } = useMapGeoJsonQuery(map.enCode);
  const title = t('systemData.map.titles.preview', { name: map.fullName });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {isError && <Alert severity="error">{t('systemData.map.loadFailed')}</Alert>}
        {data && (
          <Suspense fallback={<CircularProgress />}>
            <MapChart name={map.enCode} geoJson={data} label={title} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
