import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { FormFieldOf } from '@mepm/contract';
import type { RenderOptions } from '../../../test/render-with-providers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { labelIdOf } from './field-values';
import type { ControlKey, FieldComponent, RenderMode } from '../field-props';

/*
 * Test support: a field component under the shell's real providers, with the label and the
 * state the renderer would give it. `changes` records every value the component emitted.
 */

/** A field of `key` as a design holds it; `props` are the control's own. */
export function fieldOf<Key extends ControlKey>(
  key: Key,
  props: Record<string, unknown> = {},
  label = '字段',
): FormFieldOf<Key> {
  // A design fixture: the schema's shape is checked by the contract's own tests.
  return {
    __config__: { wyzxKey: key, label, formId: 1 },
    __vModel__: 'field1',
    ...props,
  } as unknown as FormFieldOf<Key>;
}

interface HarnessOptions extends RenderOptions {
  value?: unknown;
  mode?: RenderMode;
  readOnly?: boolean;
  error?: string;
}

export function renderField<Key extends ControlKey>(
  Component: FieldComponent<Key>,
  field: FormFieldOf<Key>,
  { value, mode = 'create', readOnly = false, error, ...options }: HarnessOptions = {},
) {
  const changes: unknown[] = [];
  function Harness() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <>
        <label id={labelIdOf('field-input')} htmlFor="field-input">
          {field.__config__.label}
        </label>
        <Component
          field={field}
          value={current}
          onChange={(next) => {
            changes.push(next);
            setCurrent(next);
          }}
          onBlur={() => undefined}
          readOnly={readOnly}
          error={error}
          mode={mode}
          inputId="field-input"
          required={false}
          size="medium"
        />
      </>
    );
  }
  const rendered = renderWithProviders(<Harness />, options);
  return { ...rendered, changes };
}

/**
 * Files chosen in an upload field's file dialog. Tests that upload call `withNodeFormData()`, so
 * that these are Node's File, which the stubbed fetch can read.
 */
export function chooseFiles(files: File | File[]) {
  act(() => {
    fireEvent.change(screen.getByTestId('field-input-file'), {
      target: { files: Array.isArray(files) ? files : [files] },
    });
  });
}
