import { FormConf } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { PanelFrame } from './inputs/PanelFrame';
import { ObjectInputs } from './inputs/ObjectInputs';
import type { PropertySchema } from './schema-facts';

/** The form settings in the panel's order; each is optional in FormConf. */
const NAMES = [
  'formModel',
  'size',
  'labelPosition',
  'labelWidth',
  'gutter',
  'disabled',
  'popupType',
  'generalWidth',
  'fullScreenWidth',
  'drawerWidth',
  'confirmButtonText',
  'cancelButtonText',
  'hasConfirmAndAddBtn',
] as const;

// The contract's TypeBox schema is JSON Schema; this view names the parts the inputs read.
const SCHEMA = FormConf as unknown as PropertySchema;

export interface FormPropertiesProps {
  formConf: FormConf;
  onChange: (next: FormConf) => void;
}

/** 表单属性: how the whole form looks and opens, bounded by FormConf's schema. */
export function FormProperties({ formConf, onChange }: FormPropertiesProps) {
  const { t } = useTranslation();
  return (
    <PanelFrame title={t('formDesignerProps.formTitle')}>
      <ObjectInputs schema={SCHEMA} value={formConf} names={NAMES} onChange={onChange} />
    </PanelFrame>
  );
}
