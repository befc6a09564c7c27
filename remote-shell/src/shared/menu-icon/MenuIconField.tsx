import { Suspense, lazy, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslation } from 'react-i18next';

// The gallery draws every known icon: it loads the first time someone opens it.
const IconGalleryDialog = lazy(() =>
  import('./IconGalleryDialog').then((module) => ({ default: module.IconGalleryDialog })),
);

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The icon name: typed freely (names outside the shell's map keep working as before) or
 * picked from the gallery of the icons the shell knows.
 */
export function MenuIconField({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        size="small"
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('widgets.iconGallery.open')}
                  onClick={() => setChoosing(true)}
                >
                  <AppsIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {choosing && (
        <Suspense fallback={null}>
          <IconGalleryDialog
            onPick={(name) => {
              onChange(name);
              setChoosing(false);
            }}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
