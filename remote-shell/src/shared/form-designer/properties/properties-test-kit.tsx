import { useState, type ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  CONTAINER_KEYS,
  INPUT_FIELD_KEYS,
  OPTION_FIELD_KEYS,
  SERVER_FIELD_KEYS,
  SUB_TABLE_KEY,
  type FieldKey,
  type FormField,
} from '@mepm/contract';
import { checkFormDesign, type DesignError } from '@mepm/form-engine';
import type { Language } from '@mepm/contract/codes';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { EditorProps } from './editors/editor-props';
import { FieldProperties } from './FieldProperties';

/*
 * Test support: minimal nodes of every type as a design holds them, the panel under the shell's
 * real providers with the node kept in state, and the engine's check of what the panel produced.
 */

let nextFormId = 100;

const isOneOf = (list: readonly string[], key: string) => list.includes(key);

/** What each type requires beyond `__config__` (field-props.ts), with valid values. */
const REQUIRED_PROPS: Partial<Record<FieldKey, Record<string, unknown>>> = {
  date: { type: 'date' },
  dateRange: { type: 'daterange' },
  address: { level: 2 },
  relationForm: { modelId: 'm1', relationField: 'name' },
  popupSelect: { interfaceId: 'i1', propsValue: 'id', relationField: 'name' },
  calculate: { expression: [{ type: 'number', value: 1 }] },
  text: { content: '文本' },
  alert: { title: '提示', type: 'info' },
  groupTitle: { content: '分组' },
  relationFormAttr: { relationField: 'relation1', showField: 'name' },
  popupAttr: { relationField: 'popup1', showField: 'name' },
  qrcode: { dataType: 'static' },
  barcode: { dataType: 'static' },
};

/** A minimal node of `key`; `config` and `props` change or add to it. */
export function nodeOf(
  key: FieldKey,
  props: Record<string, unknown> = {},
  config: Record<string, unknown> = {},
): FormField {
  const valued = isOneOf([...INPUT_FIELD_KEYS, ...SERVER_FIELD_KEYS, SUB_TABLE_KEY], key);
  const options = isOneOf(OPTION_FIELD_KEYS, key);
  const container = isOneOf(CONTAINER_KEYS, key) || key === SUB_TABLE_KEY;
  // A fixture built from the parts of the type's schema; tests check results with the engine.
  return {
    __config__: {
      wyzxKey: key,
      label: `${key}标题`,
      formId: nextFormId++,
      ...(options ? { dataType: 'static' } : {}),
      ...(container ? { children: [] } : {}),
      ...(key === 'billRule' ? { rule: 'order' } : {}),
      ...config,
    },
    ...(valued ? { __vModel__: `${key}1` } : {}),
    ...(options ? { __slot__: { options: [] } } : {}),
    ...REQUIRED_PROPS[key],
    ...props,
  } as unknown as FormField;
}

/** The engine's errors for a design of these fields (none when it admits them). */
export function designErrors(fields: readonly FormField[]): DesignError[] {
  const checked = checkFormDesign({ formConf: {}, fields: [...fields] });
  return checked.ok ? [] : checked.errors;
}

export interface PanelOptions {
  /** The design's other top-level fields; the edited node is added after them. */
  others?: readonly FormField[];
  language?: Language;
}

/**
 * An editor (the whole FieldProperties by default) over `field` kept in state as a designer
 * would: `changes` records every node it produced, `latest()` the last one, `design()` the
 * fields with the latest node in place.
 */
export function renderEditor(
  Editor: ComponentType<EditorProps>,
  field: FormField,
  { others = [], language }: PanelOptions = {},
) {
  const changes: FormField[] = [];
  function Harness() {
    const [current, setCurrent] = useState(field);
    return (
      <Editor
        field={current}
        fields={[...others, current]}
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  const rendered = renderWithProviders(<Harness />, { language });
  const latest = (): FormField => {
    const last = changes.at(-1);
    if (!last) throw new Error('the panel produced no node');
    return last;
  };
  return { ...rendered, changes, latest, design: () => [...others, latest()] };
}

export const renderPanel = (field: FormField, options?: PanelOptions) =>
  renderEditor(FieldProperties, field, options);

/** Picks `option` in the select labelled `label` (within `scope`, the whole page by default). */
export async function choose(
  user: UserEvent,
  label: string,
  option: string,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}
