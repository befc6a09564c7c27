import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import type { FieldProps } from '../field-props';

/** A number between min and max in steps, by dragging or with the arrow keys. */
export function SliderField(props: FieldProps<'slider'>) {
  const { field } = props;
  const min = field.min ?? 0;
  return (
    <Box sx={{ px: 1 }}>
      <Slider
        size={props.size}
        min={min}
        max={field.max ?? 100}
        step={field.step ?? 1}
        value={typeof props.value === 'number' ? props.value : min}
        onChange={(_event, value) => props.onChange(value as number)}
        onBlur={props.onBlur}
        disabled={props.readOnly}
        valueLabelDisplay="auto"
        slotProps={{
          input: {
            id: props.inputId,
            'aria-labelledby': `${props.inputId}-label`,
            'aria-invalid': props.error ? true : undefined,
          },
        }}
      />
    </Box>
  );
}
