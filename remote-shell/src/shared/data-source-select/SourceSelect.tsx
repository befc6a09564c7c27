import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DataSourceBrief } from '@mepm/contract';

export interface SourceSelectProps {
  label: string;
  sources: readonly DataSourceBrief[];
  value: string;
  onChange: (sourceId: string) => void;
  /** The page's picker is narrow and small; the dialog's is full width. */
  size?: 'small' | 'medium';
}

/** A data source picker over the selector's list: the own database first, then enabled sources. */
export function SourceSelect({ label, sources, value, onChange, size }: SourceSelectProps) {
  // Until the list arrives the chosen id has no entry: an empty value keeps MUI from warning.
  const known = sources.some((source) => source.id === value);
  return (
    <TextField
      select
      size={size}
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      // On the page it sits alone in a column: as wide as a name needs, not the whole row.
      sx={size === 'small' ? { width: 360, maxWidth: '100%' } : undefined}
    >
      {sources.map((source) => (
        <MenuItem key={source.id} value={source.id}>
          {source.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
