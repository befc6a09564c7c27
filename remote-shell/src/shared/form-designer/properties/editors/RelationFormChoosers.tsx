import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../inputs/ChoiceInput';
import { codedChoices, withNote } from '../inputs/coded-choices';
import { LookupInput } from '../inputs/LookupInput';
import { MultiChoiceInput } from '../inputs/MultiChoiceInput';
import { useDesignerDesignFieldsQuery, useDesignerReleasedDesignsQuery } from '../lookups-api';
import { readProperty, withProps } from '../node-update';
import type { EditorProps } from './editor-props';

/** The contract's caps: a design id held by a relation form, the picker's columns. */
const ID_LIMIT = 64;
const MAX_COLUMNS = 20;

/**
 * A relation form's design, the field of it the form shows and the picker's columns: the design
 * among the released ones that keep records (a list mode), the fields among that design's
 * main-form fields. Another design unsets the fields, since the old ones name nothing there.
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
  // Sub-table columns (`table.column`) are not a record's own values.
  const ownFields = useMemo(
    () => fields.data?.list.filter((entry) => !entry.vModel.includes('.')) ?? [],
    [fields.data],
  );
  const fieldChoices = useMemo(
    () =>
      ownFields.map((entry) => ({
        value: entry.vModel,
        label: withNote(t, entry.label, entry.vModel),
      })),
    [t, ownFields],
  );
  const stored = readProperty(field, 'columnOptions', 'props');
  const columns = Array.isArray(stored) ? (stored as { value: string; label: string }[]) : [];
  /** The picker's columns as the field keeps them: each chosen key with its field's label. */
  const setColumns = (keys: string[] | undefined) =>
    onChange(
      withProps(field, {
        columnOptions: keys?.slice(0, MAX_COLUMNS).map((key) => ({
          value: key,
          label: ownFields.find((entry) => entry.vModel === key)?.label ?? key,
        })),
      }),
    );
  return (
    <>
      <LookupInput
        label={t('formDesignerProps.prop.modelId')}
        value={modelId}
        onChange={(id) => {
          if (id === modelId) return;
          onChange(
            withProps(field, { modelId: id ?? '', relationField: '', columnOptions: undefined }),
          );
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
      <MultiChoiceInput
        label={t('formDesignerProps.popupSelect.columns')}
        value={columns.map((column) => column.value)}
        choices={fieldChoices}
        onChange={setColumns}
      />
    </>
  );
}
