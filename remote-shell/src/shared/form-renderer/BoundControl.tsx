import { useEffect, useMemo, useRef } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OPTION_FIELD_KEYS,
  SERVER_FIELD_KEYS,
  type FieldOption,
  type FormFieldOf,
} from '@mepm/contract';
import { useShownLanguage } from '../../kernel/i18n/use-shown-language';
import type { ControlKey, FieldComponent, FieldProps } from './field-props';
import type { NodeState } from './linkage/linkage-state';
import { FieldOptions, type OptionFieldKey } from './options/FieldOptions';
import { isFormLocked, useRendererContext } from './renderer-context';
import { fieldValidator } from './rules/field-rules';
import type { ValuedControl } from './valued-control';

interface Props {
  field: ValuedControl;
  /** The value's path in the form: `model`, or `table.row.column` for a sub-table cell. */
  name: string;
  inputId: string;
  state: NodeState;
  /** A sub-table cell: its required message is 不能为空 (SPEC §5). */
  cell?: boolean;
}

const OPTION_KEYS: ReadonlySet<string> = new Set(OPTION_FIELD_KEYS);
const SERVER_KEYS: ReadonlySet<string> = new Set(SERVER_FIELD_KEYS);

/**
 * One field bound to the form state through `useController`: typing re-renders this control
 * alone. It draws the registry's component and the error under it.
 */
export function BoundControl({ field, name, inputId, state, cell }: Props) {
  const context = useRendererContext();
  const { t } = useTranslation();
  const language = useShownLanguage();
  const key = field.__config__.wyzxKey;
  // The server fills its own fields (bill number, creator…): never typed, never checked here.
  const serverFilled = SERVER_KEYS.has(key);
  const stateRef = useRef(state);
  stateRef.current = state;
  const rules = useMemo(
    () => ({
      validate: fieldValidator(field, {
        t,
        language,
        cell,
        isRequired: () => stateRef.current.required,
        isActive: () => stateRef.current.visible && !serverFilled,
      }),
    }),
    [field, t, language, cell, serverFilled],
  );
  const { field: bound, fieldState } = useController({ name, rules });
  const error = fieldState.error?.message;

  // Linkage that lifts a requirement or hides the field clears its message at once.
  const { trigger } = useFormContext();
  const hasError = error !== undefined;
  useEffect(() => {
    if (hasError) void trigger(name);
  }, [state.required, state.visible, hasError, trigger, name]);

  const props = field as unknown as { disabled?: boolean; readonly?: boolean };
  const fieldProps: FieldProps = {
    field,
    value: bound.value,
    onChange: bound.onChange,
    onBlur: bound.onBlur,
    readOnly:
      isFormLocked(context) ||
      serverFilled ||
      !!props.disabled ||
      !!props.readonly ||
      state.readonly,
    error,
    mode: context.mode,
    inputId,
    required: state.required,
    size: context.formConf.size ?? 'medium',
  };
  // The registry holds one component per key; its props type follows the key at run time.
  const Component = context.registry[key] as FieldComponent<ControlKey>;
  const draw = (options?: readonly FieldOption[]) => (
    <Component {...fieldProps} options={options as FieldOption[] | undefined} />
  );
  return (
    <>
      {OPTION_KEYS.has(key) ? (
        <FieldOptions
          field={field as unknown as FormFieldOf<OptionFieldKey>}
          filter={state.optionFilter}
        >
          {draw}
        </FieldOptions>
      ) : (
        draw()
      )}
      {error && (
        <FormHelperText error id={`${inputId}-error`} role="alert">
          {error}
        </FormHelperText>
      )}
    </>
  );
}
