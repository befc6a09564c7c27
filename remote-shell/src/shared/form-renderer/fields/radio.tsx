import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { FieldProps } from '../field-props';
import { groupAttributes } from './control-attributes';
import { idOfText } from './option-value';

/** One choice of the options, as radios or as a row of buttons. */
export function RadioField(props: FieldProps<'radio'>) {
  const { field } = props;
  const options = props.options ?? [];
  const current = props.value === null || props.value === undefined ? '' : String(props.value);
  if (field.optionType === 'button') {
    return (
      <ToggleButtonGroup
        {...groupAttributes(props)}
        role="radiogroup"
        exclusive
        size={props.size}
        value={current}
        disabled={props.readOnly}
        onChange={(_event, text: string | null) => {
          if (text !== null) props.onChange(idOfText(options, text));
        }}
        onBlur={props.onBlur}
      >
        {options.map((option) => (
          <ToggleButton
            key={String(option.id)}
            value={String(option.id)}
            role="radio"
            aria-checked={current === String(option.id)}
          >
            {option.fullName}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    );
  }
  return (
    <RadioGroup
      {...groupAttributes(props)}
      row={field.direction !== 'vertical'}
      value={current}
      onChange={(event) => props.onChange(idOfText(options, event.target.value))}
      onBlur={props.onBlur}
    >
      {options.map((option) => (
        <FormControlLabel
          key={String(option.id)}
          value={String(option.id)}
          label={option.fullName}
          disabled={props.readOnly}
          control={<Radio size={props.size} />}
        />
      ))}
    </RadioGroup>
  );
}
