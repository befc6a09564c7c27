import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { FieldOption } from '@mepm/contract';
import type { FieldProps } from '../field-props';
import { groupAttributes } from './control-attributes';

/** Several choices of the options; the value keeps the options' order. */
export function CheckboxField(props: FieldProps<'checkbox'>) {
  const { field } = props;
  const options = props.options ?? [];
  const chosen = new Set((Array.isArray(props.value) ? props.value : []).map(String));
  const toggle = (option: FieldOption, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(String(option.id));
    else next.delete(String(option.id));
    props.onChange(options.filter((item) => next.has(String(item.id))).map((item) => item.id));
  };
  return (
    <FormGroup
      {...groupAttributes(props)}
      role="group"
      row={field.direction !== 'vertical'}
      onBlur={props.onBlur}
    >
      {options.map((option) => (
        <FormControlLabel
          key={String(option.id)}
          label={option.fullName}
          disabled={props.readOnly}
          control={
            <Checkbox
              size={props.size}
              checked={chosen.has(String(option.id))}
              onChange={(event) => toggle(option, event.target.checked)}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
