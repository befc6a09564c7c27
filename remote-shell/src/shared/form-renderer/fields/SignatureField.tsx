import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { SignaturePad } from './SignaturePad';
import { SignedImage } from './SignedImage';
import { refsOf } from './upload-value';
import { useFieldUpload } from './use-field-upload';

/**
 * A handwritten signature. The PNG drawn on the pad is uploaded as an image (`annexpic`: the
 * server checks its bytes, its size and the user's quota) and the value keeps the file's
 * reference, as an image upload field does: a list of at most one `UploadedRef`. The record then
 * holds no image data of its own, only a reference the server checks is the caller's file.
 */
export function SignatureField(props: FieldProps<'signature'>) {
  const { t } = useTranslation();
  const [signature] = refsOf(props.value);
  const [open, setOpen] = useState(false);
  const { upload, busy } = useFieldUpload({ type: 'annexpic' });
  const label = props.field.__config__.label || t('formFields.signature.image');

  const image = signature && (
    <SignedImage type="annexpic" name={signature.name} alt={label} width={240} height={80} />
  );
  if (props.readOnly) return <Stack id={props.inputId}>{image}</Stack>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {image}
      <Button
        id={props.inputId}
        variant="outlined"
        color={props.error === undefined ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
      >
        {signature ? t('formFields.signature.resign') : t('formFields.signature.sign')}
      </Button>
      <SignaturePad
        open={open}
        title={label}
        busy={busy}
        onConfirm={(png) => {
          void upload([new File([png], 'signature.png', { type: 'image/png' })], 0).then(
            ([stored]) => {
              if (!stored) return;
              props.onChange([stored]);
              props.onBlur();
              setOpen(false);
            },
          );
        }}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
