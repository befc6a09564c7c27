import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DataInterfaceArgs, DataInterfaceParam, DataInterfaceResult } from '@mepm/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultTable } from './ResultTable';

/**
 * The test: a box per declared parameter, the run button, and the answer below. A refusal is
 * shown by the base query's toast; the last answer stays until the next one.
 */
export function TestPanel({
  parameters,
  paged,
  run,
}: {
  parameters: readonly DataInterfaceParam[];
  paged: boolean;
  run: (args: DataInterfaceArgs) => Promise<DataInterfaceResult>;
}) {
  const { t } = useTranslation();
  const [args, setArgs] = useState<Record<string, string>>({});
  const [result, setResult] = useState<DataInterfaceResult>();
  const [running, setRunning] = useState(false);
  const names = [
    ...parameters.map((param) => param.name).filter((name) => name.trim() !== ''),
    ...(paged ? ['currentPage', 'pageSize'] : []),
  ];
  const onRun = async () => {
    setRunning(true);
    try {
      const given = Object.fromEntries(
        Object.entries(args).filter(([name]) => names.includes(name)),
      );
      setResult(await run(given));
    } catch {
      // The base query's toast says why.
    } finally {
      setRunning(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        {names.map((name) => (
          <TextField
            key={name}
            size="small"
            label={name}
            value={args[name] ?? ''}
            onChange={(event) => setArgs({ ...args, [name]: event.target.value })}
          />
        ))}
        <Button variant="outlined" disabled={running} onClick={() => void onRun()}>
          {t('systemData.dataInterface.actions.test')}
        </Button>
      </Stack>
      {result && <ResultTable result={result} />}
    </Stack>
  );
}
