import type { TFunction } from 'i18next';
import { formDesignerPropsMessages } from '../../../kernel/locales/form-designer-props';

/** The shown names of properties and of closed-choice values, by their names in the design. */

const PROP_TEXTS = formDesignerPropsMessages.zh.prop;
const CHOICE_TEXTS = formDesignerPropsMessages.zh.choice;

type PropName = keyof typeof PROP_TEXTS;
type ChoiceName = keyof typeof CHOICE_TEXTS;

const isPropName = (name: string): name is PropName => name in PROP_TEXTS;
const isChoiceName = (name: string): name is ChoiceName => name in CHOICE_TEXTS;

/** A property's label; the name itself for one without a text (none in the shipped tables). */
export const propLabel = (t: TFunction, name: string): string =>
  isPropName(name) ? t(`formDesignerProps.prop.${name}`) : name;

/** A choice's label; formats, units and codes (`HH:mm`, `KB`, `CODE128`) show as they are. */
export const choiceLabel = (t: TFunction, value: string | number): string =>
  typeof value === 'string' && isChoiceName(value)
    ? t(`formDesignerProps.choice.${value}`)
    : String(value);
