import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AreaOption } from '@mepm/contract';
import { AREA_MAX_LEVEL, AREA_ROOT_ID, AREA_TYPES } from '@mepm/contract/paths';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useAreaOptionsQuery } from './address-api';

/** A chosen area of one level. */
export interface AddressPart {
  id: string;
  fullName: string;
}

export interface AddressPickerProps {
  /** How deep the address goes: 1 province, 2 and city, 3 and district. */
  levels: 1 | 2 | 3;
  /** The chosen areas, from the province down; shorter while the address is incomplete. */
  value: readonly AddressPart[];
  onChange: (value: AddressPart[]) => void;
  disabled?: boolean;
}

/**
 * The cascading address picker (SPEC §5): one list per level up to `levels`, each loaded only
 * when the level above is chosen. Choosing a level clears the levels below it.
 */
export function AddressPicker({ levels, value, onChange, disabled }: AddressPickerProps) {
  const shown = Math.min(Math.max(levels, 1), AREA_MAX_LEVEL);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {AREA_TYPES.slice(0, shown).map((type, depth) => {
        const parentId = depth === 0 ? AREA_ROOT_ID : value[depth - 1]?.id;
        return (
          <AddressLevel
            key={type}
            type={type}
            parentId={parentId}
            chosen={value[depth]}
            disabled={disabled}
            onChoose={(part) => onChange([...value.slice(0, depth), ...(part ? [part] : [])])}
          />
        );
      })}
    </Stack>
  );
}

interface LevelProps {
  type: (typeof AREA_TYPES)[number];
  /** Undefined until the level above is chosen: nothing is asked for before. */
  parentId: string | undefined;
  chosen: AddressPart | undefined;
  disabled?: boolean;
  onChoose: (part: AddressPart | undefined) => void;
}

function AddressLevel({ type, parentId, chosen, disabled, onChoose }: LevelProps) {
  const { t } = useTranslation();
  const { data, isFetching } = useAreaOptionsQuery(parentId ?? skipToken);
  const options: readonly AreaOption[] = parentId === undefined ? [] : (data?.list ?? []);
  // The chosen area stays shown while its list loads, or when it has since been disabled.
  const listed = chosen === undefined || options.some((option) => option.id === chosen.id);
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 160 }}
      label={t(`widgets.address.${type}`)}
      value={chosen?.id ?? ''}
      disabled={disabled || parentId === undefined || (isFetching && options.length === 0)}
      onChange={(event) => {
        const option = options.find((o) => o.id === event.target.value);
        onChoose(option && { id: option.id, fullName: option.fullName });
      }}
    >
      <MenuItem value="">
        <em>{t('widgets.address.none')}</em>
      </MenuItem>
      {!listed && chosen && <MenuItem value={chosen.id}>{chosen.fullName}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
