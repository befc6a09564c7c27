import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from './types';

interface Props {
  columns: readonly TableColumn<never>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Lets the user hide columns for themselves; columns the user may not see never arrive here. */
export function ColumnVisibilityMenu({ columns, hidden, onChange }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const visibleCount = columns.length - hidden.length;
  const toggle = (key: string) => {
    if (hidden.includes(key)) onChange(hidden.filter((hiddenKey) => hiddenKey !== key));
    // The last visible column stays: a table without columns has nothing to offer.
    else if (visibleCount > 1) onChange([...hidden, key]);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('widgets.table.columns')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const visible = !hidden.includes(column.key);
          return (
            <MenuItem
              key={column.key}
              role="menuitemcheckbox"
              aria-checked={visible}
              onClick={() => toggle(column.key)}
            >
              <ListItemIcon>
                <Checkbox size="small" edge="start" checked={visible} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
