import {
  FIELD_DATA_TYPES,
  type FieldDataType,
  type FieldOption,
  type FormField,
} from '@mepm/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../inputs/ChoiceInput';
import { Section } from '../inputs/Section';
import { TextInput } from '../inputs/TextInput';
import { readProperty, withConfig, withProps } from '../node-update';
import { DataInterfaceChooser } from './DataInterfaceChooser';
import { DictionaryTypeChooser } from './DictionaryTypeChooser';
import type { EditorProps } from './editor-props';
import { StaticOptionsEditor } from './StaticOptionsEditor';

/** OptionConfig's cap on the attribute names of `props`. */
const ATTRIBUTE_LIMIT = 64;

interface OptionProps {
  label: string;
  value: string;
  children?: string;
}

/** What a source leaves behind when another is chosen: only the chosen source's keys stay. */
const OTHER_SOURCES: Record<FieldDataType, Record<string, undefined>> = {
  static: { dictionaryType: undefined, propsUrl: undefined, props: undefined },
  dictionary: { propsUrl: undefined, props: undefined },
  dynamic: { dictionaryType: undefined },
};

const isTree = (field: FormField) =>
  field.__config__.wyzxKey === 'cascader' || field.__config__.wyzxKey === 'treeSelect';

/** 数据类型 of an option field: static options, a dictionary, or a data interface. */
export function OptionsSourceEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const config = (name: string) => readProperty(field, name, 'config');
  const dataType = config('dataType') as FieldDataType;
  const setConfig = (patch: Record<string, unknown>) => onChange(withConfig(field, patch));
  const slot = readProperty(field, '__slot__', 'props') as { options: FieldOption[] } | undefined;
  const props = config('props') as OptionProps | undefined;
  const setProps = (patch: Partial<OptionProps>) => {
    const next: OptionProps = { label: '', value: '', ...props, ...patch };
    if (next.children === undefined) delete next.children;
    const empty = next.label === '' && next.value === '' && next.children === undefined;
    setConfig({ props: empty ? undefined : next });
  };
  const attribute = (name: keyof OptionProps, label: string) => (
    <TextInput
      label={label}
      value={props?.[name] || undefined}
      maxLength={ATTRIBUTE_LIMIT}
      onChange={(value) => setProps({ [name]: name === 'children' ? value : (value ?? '') })}
    />
  );
  return (
    <Section title={t('formDesignerProps.section.options')}>
      <ChoiceInput
        label={t('formDesignerProps.options.dataType')}
        value={dataType}
        choices={FIELD_DATA_TYPES.map((value) => ({
          value,
          label: t(`formDesignerProps.options.${value}`),
        }))}
        onChange={(next) => next && setConfig({ ...OTHER_SOURCES[next], dataType: next })}
      />
      {dataType === 'static' ? (
        <StaticOptionsEditor
          options={slot?.options ?? []}
          tree={isTree(field)}
          onChange={(options) => onChange(withProps(field, { __slot__: { options } }))}
        />
      ) : null}
      {dataType === 'dictionary' ? (
        <DictionaryTypeChooser
          value={config('dictionaryType') as string | undefined}
          onChange={(dictionaryType) => setConfig({ dictionaryType })}
        />
      ) : null}
      {dataType === 'dynamic' ? (
        <Stack spacing={1.5}>
          <DataInterfaceChooser
            label={t('formDesignerProps.options.interface')}
            value={config('propsUrl') as string | undefined}
            onChange={(propsUrl) => setConfig({ propsUrl })}
          />
          {attribute('label', t('formDesignerProps.options.propsLabel'))}
          {attribute('value', t('formDesignerProps.options.propsValue'))}
          {isTree(field)
            ? attribute('children', t('formDesignerProps.options.propsChildren'))
            : null}
        </Stack>
      ) : null}
    </Section>
  );
}
