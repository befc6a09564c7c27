import { useRef } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FilePickButtonProps {
  id: string;
  label: ReactNode;
  /** The input's `accept`: extensions or MIME types. */
  accept?: string;
  multiple: boolean;
  busy: boolean;
  error: boolean;
  onFiles: (files: File[]) => void;
  /** The design's hint beside the button. */
  tip?: string;
}

/** A button that opens the file chooser, and the design's hint; the chosen files go to `onFiles`. */
export function FilePickButton(props: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        id={props.id}
        variant="outlined"
        color={props.error ? 'error' : 'primary'}
        disabled={props.busy}
        startIcon={props.busy ? <CircularProgress size={16} /> : undefined}
        onClick={() => input.current?.click()}
      >
        {props.label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={`${props.id}-file`}
        accept={props.accept}
        multiple={props.multiple}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so that choosing the same file again (after a refusal) fires another change.
          event.target.value = '';
          if (files.length > 0) props.onFiles(files);
        }}
      />
      {props.tip && (
        <Typography variant="caption" color="text.secondary">
          {props.tip}
        </Typography>
      )}
    </Stack>
  );
}
