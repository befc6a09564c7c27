import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

interface Props {
  label: string;
  busy: boolean;
  onChoose: (file: File) => void;
}

/** A button that opens the image picker; the input inside the label takes the button's name. */
export function ChooseImageButton({ label, busy, onChoose }: Props) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) fires another change.
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <Button
      component="label"
      variant="outlined"
      startIcon={<PhotoCameraIcon />}
      loading={busy}
      loadingPosition="start"
    >
      {label}
      <input hidden type="file" accept="image/*" onChange={choose} disabled={busy} />
    </Button>
  );
}
