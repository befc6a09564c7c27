import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../format';
import type { FieldProps } from '../field-props';
import { FilePickButton } from './FilePickButton';
import { useOpenFile } from './signed-file';
import { useUploadList } from './use-upload-list';

/**
 * Attachments (`annex`: any file the server accepts). The value is the list of uploaded files
 * (`UploadedRef`); each shows its name as a download link and, while editable, a remove button.
 */
export function UploadFileField(props: FieldProps<'uploadFile'>) {
  const { t } = useTranslation();
  const { field } = props;
  const { files, busy, limit, full, add, remove } = useUploadList(props, {
    ...field,
    type: 'annex',
  });
  const open = useOpenFile();

  return (
    <Stack spacing={0.5}>
      {!props.readOnly && !full && (
        <FilePickButton
          id={props.inputId}
          label={field.buttonText || t('formFields.upload.file')}
          accept={field.accept}
          multiple={limit !== 1}
          busy={busy}
          error={props.error !== undefined}
          onFiles={(chosen) => void add(chosen)}
          tip={field.tipText}
        />
      )}
      {files.length > 0 && (
        <List dense disablePadding aria-label={t('formFields.upload.files')}>
          {files.map((file) => (
            <ListItem
              key={file.fileId}
              disableGutters
              secondaryAction={
                !props.readOnly && (
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={t('formFields.remove', { name: file.fileName })}
                    onClick={() => remove(file)}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  <Link
                    component="button"
                    type="button"
                    aria-label={t('formFields.upload.download', { name: file.fileName })}
                    onClick={() => void open('annex', file.name)}
                  >
                    {file.fileName}
                  </Link>
                }
                secondary={file.size > 0 ? formatFileSize(file.size) : undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
