import { useTranslation } from 'react-i18next';
import { CheckedField } from '../../form-designer/properties/inputs/CheckedField';
import { ChoiceInput } from '../../form-designer/properties/inputs/ChoiceInput';
import { FD } from '../drawing/node-summary';

const same = (text: string) => text;

/** A node's title: 1 to 50 characters, as the contract takes; anything else stays unsent. */
export function TitleField({ value, onCommit }: { value: string; onCommit: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <CheckedField
      label={t(`${FD}.panel.title`)}
      value={value}
      toText={same}
      means={same}
      problemOf={(text) =>
        text.trim().length >= 1 && text.length <= 50 ? undefined : t(`${FD}.panel.titleRequired`)
      }
      onChange={onCommit}
    />
  );
}

/** A whole number within the contract's bounds; a text outside them stays unsent, marked. */
export function IntegerField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}) {
  const { t } = useTranslation();
  const { min, max } = props;
  return (
    <CheckedField
      label={props.label}
      value={props.value}
      toText={String}
      means={Number}
      problemOf={(text) => {
        const number = Number(text);
        return /^\d+$/.test(text.trim()) && number >= min && number <= max
          ? undefined
          : t(`${FD}.panel.outOfRange`, { min, max });
      }}
      onChange={props.onCommit}
      htmlInput={{ inputMode: 'numeric' }}
    />
  );
}

/** One of a few values, each shown by its text. */
export function ChoiceField<T extends string>(props: {
  label: string;
  value: T;
  choices: readonly T[];
  textOf: (choice: T) => string;
  onChange: (value: T) => void;
}) {
  const { textOf, onChange } = props;
  return (
    <ChoiceInput
      label={props.label}
      value={props.value}
      choices={props.choices.map((choice) => ({ value: choice, label: textOf(choice) }))}
      onChange={(value) => {
        if (value !== undefined) onChange(value);
      }}
    />
  );
}
