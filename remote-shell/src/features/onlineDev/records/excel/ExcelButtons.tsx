import { useState } from 'react';
import Button from '@mui/material/Button';
import type { OnlineDevListBody } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { PageRef } from '../api';
import type { PageRights } from '../rights';
import { ExportDialog } from './ExportDialog';
import { ImportDialog } from './ImportDialog';

interface Props {
  page: PageRef;
  rights: PageRights;
  listBody: OnlineDevListBody;
  selectedIds: readonly string[];
}

/** The toolbar's export and import buttons the caller holds, and the dialog each opens. */
export function ExcelButtons({ page, rights, listBody, selectedIds }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      {rights.toolbar.has('download') && (
        <Button variant="outlined" onClick={() => setOpen('export')}>
          {t('onlineDev.records.excel.export')}
        </Button>
      )}
      {rights.toolbar.has('upload') && (
        <Button variant="outlined" onClick={() => setOpen('import')}>
          {t('onlineDev.records.excel.import')}
        </Button>
      )}
      {open === 'export' && (
        <ExportDialog
          page={page}
          columns={rights.columns}
          listBody={listBody}
          selectedIds={selectedIds}
          onClose={close}
        />
      )}
      {open === 'import' && <ImportDialog page={page} onClose={close} />}
    </>
  );
}
