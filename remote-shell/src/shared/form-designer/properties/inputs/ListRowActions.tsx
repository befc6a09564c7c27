import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';

export interface ListRowActionsProps {
  /** Names the row in the buttons' accessible names (`删除 甲`). */
  name: string;
  onRemove: () => void;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}

/** Remove and, where order matters, move buttons of one row of an edited list. */
export function ListRowActions({ name, onRemove, onMoveUp, onMoveDown }: ListRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row">
      {onMoveUp ? (
        <IconButton
          size="small"
          aria-label={`${t('formDesignerProps.moveUp')} ${name}`}
          onClick={onMoveUp}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
      ) : null}
      {onMoveDown ? (
        <IconButton
          size="small"
          aria-label={`${t('formDesignerProps.moveDown')} ${name}`}
          onClick={onMoveDown}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
      ) : null}
      <IconButton
        size="small"
        aria-label={`${t('formDesignerProps.remove')} ${name}`}
        onClick={onRemove}
      >
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
