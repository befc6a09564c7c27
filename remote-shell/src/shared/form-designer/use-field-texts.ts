import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldKey } from '@mepm/contract';
import type { NewFieldTexts } from './model';

/** The texts a new node of a type starts with, in the language shown. */
export function useNewFieldTexts(): (key: FieldKey) => NewFieldTexts {
  const { t } = useTranslation();
  return useCallback(
    (key: FieldKey) => {
      const item = key === 'tab' ? 'tab' : key === 'collapse' ? 'panel' : 'option';
      return {
        label: t(`formDesigner.types.${key}`),
        item: (n: number) => t(`formDesigner.items.${item}`, { n }),
      };
    },
    [t],
  );
}
