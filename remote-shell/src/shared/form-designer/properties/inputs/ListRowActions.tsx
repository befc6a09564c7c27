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
  const buttons = [
    {
      text: t('formDesignerProps.moveUp'),
      icon: <ArrowUpwardIcon fontSize="small" />,
      act: onMoveUp,
    },
    {
      text: t('formDesignerProps.moveDown'),
      icon: <ArrowDownwardIcon fontSize="small" />,
      act: onMoveDown,
    },
    {
      text: t('formDesignerProps.remove'),
      icon: <DeleteOutlinedIcon fontSize="small" />,
      act: onRemove,
    },
  ];
  return (
    <Stack direction="row">
      {buttons.map(({ text, icon, act }) =>
        act ? (
          <IconButton key={text} size="small" aria-label={`${text} ${name}`} onClick={act}>
            {icon}
          </IconButton>
        ) : null,
      )}
    </Stack>
  );
}
