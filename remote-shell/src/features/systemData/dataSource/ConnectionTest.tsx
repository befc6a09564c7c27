import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DataSourceTestResult } from '@mepm/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestDataSourceMutation } from './api';
import { toTestBody, type DataSourceValues } from './data-source-form';

/**
 * Tries the settings as they stand (the edited source's stored password when none is typed)
 * and shows the outcome under the button. A refused request (bad input) is told by the shell's
 * usual notice; a connection that fails is an outcome like any other.
 */
export function ConnectionTest({
  values,
  editId,
  disabled,
}: {
  values: DataSourceValues;
  editId: string | undefined;
  /** The settings are not complete yet. */
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [test, { isLoading }] = useTestDataSourceMutation();
  const [outcome, setOutcome] = useState<DataSourceTestResult | null>(null);
  const run = async () => {
    setOutcome(null);
    setOutcome(await test(toTestBody(values, editId)).unwrap());
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        disabled={disabled || isLoading}
        onClick={() => void run().catch(() => undefined)}
      >
        {t(isLoading ? 'systemData.dataSource.test.running' : 'systemData.dataSource.test.action')}
      </Button>
      {outcome !== null && (
        <Alert
          severity={outcome.connected ? 'success' : 'error'}
          data-testid="data-source-test-outcome"
          sx={{ alignSelf: 'stretch', wordBreak: 'break-word' }}
        >
          {outcome.message}
          {t('systemData.dataSource.test.elapsed', { ms: outcome.elapsedMs })}
        </Alert>
      )}
    </Stack>
  );
}
