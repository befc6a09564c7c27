import type { FormField } from '@mepm/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelFrame } from './inputs/PanelFrame';
import { BillRuleEditor } from './editors/BillRuleEditor';
import { CalculateEditor } from './editors/CalculateEditor';
import { CodeEditor } from './editors/CodeEditor';
import { CommonEditor } from './editors/CommonEditor';
import { DefaultValueEditor } from './editors/DefaultValueEditor';
import type { EditorProps } from './editors/editor-props';
import { LimitsEditor } from './editors/LimitsEditor';
import { LinkageEditor } from './editors/LinkageEditor';
import { OptionsSourceEditor } from './editors/OptionsSourceEditor';
import { PopupSelectEditor } from './editors/PopupSelectEditor';
import { RequiredEditor } from './editors/RequiredEditor';
import { RulesEditor } from './editors/RulesEditor';
import { TableEditor } from './editors/TableEditor';
import { TextStyleEditor } from './editors/TextStyleEditor';
import { TypePropsEditor } from './editors/TypePropsEditor';
import { editorsOf, type EditorName } from './property-sets';

const EDITORS: Record<EditorName, ComponentType<EditorProps>> = {
  common: CommonEditor,
  required: RequiredEditor,
  defaultValue: DefaultValueEditor,
  options: OptionsSourceEditor,
  rules: RulesEditor,
  limits: LimitsEditor,
  typeProps: TypePropsEditor,
  textStyle: TextStyleEditor,
  calculate: CalculateEditor,
  billRule: BillRuleEditor,
  popupSelect: PopupSelectEditor,
  code: CodeEditor,
  table: TableEditor,
  linkage: LinkageEditor,
};

export interface FieldPropertiesProps {
  field: FormField;
  /** The whole design's top-level fields, for the editors that refer to other fields. */
  fields: readonly FormField[];
  /** Called with a whole new node on every edit. */
  onChange: (next: FormField) => void;
}

/** 控件属性: the editors that apply to the field's type (property-sets.ts), top to bottom. */
export function FieldProperties({ field, fields, onChange }: FieldPropertiesProps) {
  const { t } = useTranslation();
  return (
    <PanelFrame
      title={t('formDesignerProps.fieldTitle')}
      note={t(`formDesigner.types.${field.__config__.wyzxKey}`)}
    >
      {editorsOf(field.__config__.wyzxKey).map((name) => {
        const Editor = EDITORS[name];
        // A new node gets fresh editors: drafts typed for one field never show on another.
        return (
          <Editor
            key={`${name}-${field.__config__.formId}`}
            field={field}
            fields={fields}
            onChange={onChange}
          />
        );
      })}
    </PanelFrame>
  );
}
