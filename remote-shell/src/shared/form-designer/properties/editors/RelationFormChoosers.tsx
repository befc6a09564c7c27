import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../inputs/ChoiceInput';
import { codedChoices, withNote } from '../inputs/coded-choices';
import { LookupInput } from '../inputs/LookupInput';
import { useDesignerDesignFieldsQuery, useDesignerReleasedDesignsQuery } from '../lookups-api';
import { readProperty, withProps } from '../node-update';
import type { EditorProps } from './editor-props';

/** The contract's cap on a design id held by a relation form. */
const ID_LIMIT = 64;

/**
 * A relation form's design and the field of it the form shows: the design among the released
 * ones that keep records (a list mode), the field among that design's main-form fields. Another
 * design leaves the shown field unset, since the old one names nothing there.
 */
export function RelationFormChoosers({ field, onChange }: Pick<EditorProps, 'field' | 'onChange'>) {
  const { t } = useTranslation();
  const modelId = readProperty(field, 'modelId', 'props') as string | undefined;
  const designs = useDesignerReleasedDesignsQuery(undefined);
  const designChoices = useMemo(
    () =>
      codedChoices(
        t,
        designs.data?.list.flatMap((category) =>
          category.children.filter((design) => design.webType !== 1),
        ),
        'id',
      ),
    [t, designs.data],
  );
  const fields = useDesignerDesignFieldsQuery(modelId ? modelId : skipToken);
  const fieldChoices = useMemo(
    () =>
      fields.data?.list
        // Sub-table columns (`table.column`) are not a record's own values.
        .filter((entry) => !entry.vModel.includes('.'))
        .map((entry) => ({ value: entry.vModel, label: withNote(t, entry.label, entry.vModel) })) ??
      [],
    [t, fields.data],
  );
  return (
    <>
      <LookupInput
        label={t('formDesignerProps.prop.modelId')}
        value={modelId}
        onChange={(id) => {
          if (id === modelId) return;
          onChange(withProps(field, { modelId: id ?? '', relationField: '' }));
        }}
        choices={designChoices}
        failed={designs.isError}
        maxLength={ID_LIMIT}
        required
      />
      <ChoiceInput
        label={t('formDesignerProps.prop.relationField')}
        value={readProperty(field, 'relationField', 'props') as string | undefined}
        choices={fieldChoices}
        onChange={(key) => key && onChange(withProps(field, { relationField: key }))}
      />
    </>
  );
}
