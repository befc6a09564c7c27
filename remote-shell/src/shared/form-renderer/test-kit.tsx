import { createRef } from 'react';
import type { FormConf, FormDesign, FormField, FormValues } from '@mepm/contract';
import { checkFormDesign } from '@mepm/form-engine';
import { renderWithProviders } from '../../test/render-with-providers';
import type { RenderMode } from './field-props';
import { FormRenderer, type FormRendererHandle } from './FormRenderer';

/** Test designs: one node per call, ids counted so each design is valid. */
let nextId = 1;

export function node(
  key: string,
  label: string,
  extra: Record<string, unknown> = {},
  config: Record<string, unknown> = {},
): FormField {
  const { model, ...props } = extra;
  // The test builds nodes loosely; FormRenderer reads them as the design check admits them.
  return {
    __config__: { wyzxKey: key, label, formId: nextId++, ...config },
    ...(typeof model === 'string' ? { __vModel__: model } : {}),
    ...props,
  } as unknown as FormField;
}

/** A design the form engine's check admits: a test never renders what a server would refuse. */
export function design(fields: FormField[], formConf: FormConf = {}): FormDesign {
  const checked = checkFormDesign({ formConf, fields });
  if (!checked.ok) throw new Error(`Invalid test design: ${JSON.stringify(checked.errors)}`);
  return checked.design;
}

export interface FormTestOptions {
  values?: FormValues;
  mode?: RenderMode;
  fieldGrants?: ReadonlySet<string>;
  language?: 'zh' | 'zhtw' | 'en';
}

/** Renders a design with a submit button; `submitted` records what each valid submit sent. */
export function renderForm(formDesign: FormDesign, options: FormTestOptions = {}) {
  const submitted: FormValues[] = [];
  const handle = createRef<FormRendererHandle>();
  const rendered = renderWithProviders(
    <>
      <FormRenderer
        ref={handle}
        formId="test-form"
        design={formDesign}
        values={options.values}
        mode={options.mode ?? 'create'}
        fieldGrants={options.fieldGrants}
        onSubmit={(values) => {
          submitted.push(values);
        }}
      />
      <button type="submit" form="test-form">
        submit
      </button>
    </>,
    { language: options.language },
  );
  return { ...rendered, submitted, handle };
}
