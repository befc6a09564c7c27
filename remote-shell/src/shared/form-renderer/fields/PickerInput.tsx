import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslation } from 'react-i18next';

export interface PickerInputProps {
  inputId: string;
  /** What the chosen value is shown as. */
  text: string;
  placeholder: string | undefined;
  invalid: boolean;
  /** Shows the clear button (there is a value and the design allows clearing). */
  clearable: boolean;
  onOpen: () => void;
  onClear: () => void;
}

/**
 * The read-only input of a data picker (popup select, relation form): a click, Enter or Space
 * opens the picker; the clear button empties the value without opening it.
 */
export function PickerInput(props: PickerInputProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={props.inputId}
      fullWidth
      value={props.text}
      placeholder={props.placeholder ?? t('widgets.tree.placeholder')}
      error={props.invalid}
      onClick={props.onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') props.onOpen();
      }}
      slotProps={{
        htmlInput: { readOnly: true, style: { cursor: 'pointer' } },
        input: {
          endAdornment: props.clearable && (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('formFields.clear')}
                onClick={(event) => {
                  event.stopPropagation();
                  props.onClear();
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
