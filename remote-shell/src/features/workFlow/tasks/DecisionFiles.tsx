import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FLOW_TASK_LIMITS } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../../shared/form-renderer/fields/FilePickButton';
import { SignaturePad } from '../../../shared/form-renderer/fields/SignaturePad';
import { SignedImage } from '../../../shared/form-renderer/fields/SignedImage';
import type { UploadedRef } from '../../../shared/form-renderer/fields/upload-value';
import { useFieldUpload } from '../../../shared/form-renderer/fields/use-field-upload';

export interface DecisionFilesValue {
  attachments: UploadedRef[];
  signature: UploadedRef | null;
}

export interface DecisionFilesProps {
  value: DecisionFilesValue;
  onChange: (value: DecisionFilesValue) => void;
  /** The node asks for a handwritten signature; shown as missing when `signatureMissing`. */
  signatureRequired: boolean;
  signatureMissing: boolean;
}

/**
 * What an approval or a reject carries besides the comment: attachments (uploaded as `annex`)
 * and a handwritten signature drawn on the shared pad (uploaded as `annexpic`). Both are the
 * caller's own uploads, which the server checks; the task's readers may then open them.
 */
export function DecisionFiles({
  value,
  onChange,
  signatureRequired,
  signatureMissing,
}: DecisionFilesProps) {
  const { t } = useTranslation();
  const pickId = useId();
  const [signing, setSigning] = useState(false);
  const files = useFieldUpload({ type: 'annex', limit: FLOW_TASK_LIMITS.attachments });
  const pad = useFieldUpload({ type: 'annexpic' });
  const label = t('workFlow.tasks.action.signature');

  return (
    <Stack spacing={1}>
      <FilePickButton
        id={pickId}
        label={t('workFlow.tasks.action.attach')}
        multiple
        busy={files.busy}
        error={false}
        onFiles={(chosen) =>
          void files
            .upload(chosen, value.attachments.length)
            .then((stored) =>
              onChange({ ...value, attachments: [...value.attachments, ...stored] }),
            )
        }
      />
      {value.attachments.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {value.attachments.map((file) => (
            <Chip
              key={file.fileId}
              label={file.fileName}
              onDelete={() =>
                onChange({
                  ...value,
                  attachments: value.attachments.filter((other) => other.fileId !== file.fileId),
                })
              }
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          color={signatureMissing ? 'error' : 'primary'}
          onClick={() => setSigning(true)}
        >
          {value.signature
            ? t('workFlow.tasks.action.resign')
            : t(
                signatureRequired
                  ? 'workFlow.tasks.action.signRequired'
                  : 'workFlow.tasks.action.sign',
              )}
        </Button>
        {value.signature && (
          <SignedImage
            type="annexpic"
            name={value.signature.name}
            alt={label}
            width={150}
            height={50}
          />
        )}
      </Stack>
      {signatureMissing && (
        <Typography color="error" variant="body2">
          {t('workFlow.tasks.action.signatureMissing')}
        </Typography>
      )}
      <SignaturePad
        open={signing}
        title={label}
        busy={pad.busy}
        onConfirm={(png) =>
          void pad
            .upload([new File([png], 'signature.png', { type: 'image/png' })], 0)
            .then(([stored]) => {
              if (!stored) return;
              onChange({ ...value, signature: stored });
              setSigning(false);
            })
        }
        onClose={() => setSigning(false)}
      />
    </Stack>
  );
}

/** The body fields of the files, as the audit and reject endpoints take them. */
export function decisionFilesBody(value: DecisionFilesValue) {
  return {
    ...(value.signature ? { signatureFileId: value.signature.fileId } : {}),
    ...(value.attachments.length > 0
      ? { attachments: value.attachments.map((file) => ({ fileId: file.fileId, name: file.name })) }
      : {}),
  };
}
