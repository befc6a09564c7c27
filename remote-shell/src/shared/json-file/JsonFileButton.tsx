import { useRef } from 'react';
import Button from '@mui/material/Button';

interface Props {
  label: string;
  disabled?: boolean;
  /** The hidden file input's test id, for tests that choose a file. */
  testId: string;
  /** Called with the chosen file; its refusals are the caller's to show. */
  onFile: (file: File) => Promise<unknown>;
}

/** A button that opens the file chooser for one JSON file (an import). */
export function JsonFileButton({ label, disabled, testId, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid={testId}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again still reports it.
          event.target.value = '';
          if (chosen) void onFile(chosen).catch(() => undefined);
        }}
      />
    </>
  );
}
