import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface RowAction {
  /** The button's text, already translated. */
  label: string;
  onClick: () => void;
  danger?: boolean;
}

/** The buttons of one table row; the page passes only the actions the caller may use. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ display: 'inline-flex' }}>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
          color={action.danger ? 'error' : 'primary'}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
