import { useState } from 'react';
import type { DataModelTableInfo } from '@mepm/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/crud';
import type { RecordForm } from '../../../shared/crud';
import { usePreviewDataModelMutation } from './api';
import { ColumnsEditor } from './ColumnsEditor';
import {
  FIELDS,
  hasDesignErrors,
  tableBody,
  validateTable,
  type TableErrors,
  type TableValues,
} from './table-design';

interface Props {
  form: RecordForm<DataModelTableInfo, TableValues, 'name', TableErrors>;
  sourceId: string;
  /** The table being changed; null for a new one. */
  table: string | null;
}

/** The designer: the table's name and comment, its columns, and the SQL a save would run. */
export function DesignFields({ form, sourceId, table }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { values, errors, onChange, onErrorsChange } = form;
  const [preview, { isLoading }] = usePreviewDataModelMutation();
  const [statements, setStatements] = useState<string[] | null>(null);
  const change = (next: TableValues) => {
    setStatements(null);
    onChange(next);
  };
  const showPreview = async () => {
    const found = validateTable(values);
    onErrorsChange(found);
    if (hasDesignErrors(found)) return;
    const design = tableBody(values);
    const answer = await preview({ sourceId, design, ...(table ? { table } : {}) })
      .unwrap()
      .catch(() => undefined);
    if (answer) setStatements(answer.statements);
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t(`${FIELDS}.name`)}
          required
          value={values.name}
          onChange={(event) => change({ ...values, name: event.target.value })}
          error={errors.name !== undefined}
          helperText={errorText(errors.name)}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t(`${FIELDS}.comment`)}
          value={values.comment}
          onChange={(event) => change({ ...values, comment: event.target.value })}
          sx={{ flex: 2 }}
        />
      </Stack>
      {errors.columns && <Alert severity="error">{errorText(errors.columns)}</Alert>}
      <Box sx={{ overflowX: 'auto' }}>
        <ColumnsEditor
          columns={values.columns}
          errors={errors.rows}
          onChange={(columns) => change({ ...values, columns })}
        />
      </Box>
      <div>
        <Button variant="outlined" disabled={isLoading} onClick={() => void showPreview()}>
          {t('systemData.dataModel.preview')}
        </Button>
      </div>
      {statements !== null && (
        <section aria-label={t('systemData.dataModel.previewTitle')}>
          <Typography variant="subtitle2">{t('systemData.dataModel.previewTitle')}</Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}
          >
            {statements.length > 0
              ? statements.map((statement) => `${statement};`).join('\n')
              : t('systemData.dataModel.nothingToRun')}
          </Box>
        </section>
      )}
    </>
  );
}
