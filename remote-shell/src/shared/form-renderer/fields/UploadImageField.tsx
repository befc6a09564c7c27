import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { FilePickButton } from './FilePickButton';
import { SignedImage } from './SignedImage';
import { useOpenFile } from './signed-file';
import { useUploadList } from './use-upload-list';

const THUMB = 96;
/** Only what the server stores as images (never SVG, which can carry script). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Images (`annexpic`: the server keeps png, jpg, gif and webp, judged by their bytes). The value
 * is the list of uploaded files (`UploadedRef`), shown as thumbnails that open the full image.
 */
export function UploadImageField(props: FieldProps<'uploadImage'>) {
  const { t } = useTranslation();
  const { field } = props;
  const {
    files: images,
    busy,
    limit,
    full,
    add,
    remove,
  } = useUploadList(props, {
    ...field,
    type: 'annexpic',
  });
  const open = useOpenFile();

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {images.map((image) => (
          <Box key={image.fileId} sx={{ position: 'relative', border: 1, borderColor: 'divider' }}>
            <ButtonBase
              aria-label={t('formFields.upload.preview', { name: image.fileName })}
              onClick={() => void open('annexpic', image.name)}
            >
              <SignedImage
                type="annexpic"
                name={image.name}
                alt={image.fileName}
                width={THUMB}
                height={THUMB}
              />
            </ButtonBase>
            {!props.readOnly && (
              <IconButton
                size="small"
                aria-label={t('formFields.remove', { name: image.fileName })}
                onClick={() => remove(image)}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Stack>
      {!props.readOnly && !full && (
        <FilePickButton
          id={props.inputId}
          label={t('formFields.upload.image')}
          accept={IMAGE_ACCEPT}
          multiple={limit !== 1}
          busy={busy}
          error={props.error !== undefined}
          onFiles={(chosen) => void add(chosen)}
          tip={field.tipText}
        />
      )}
    </Stack>
  );
}
