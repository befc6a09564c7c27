import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codedChoices } from '../inputs/coded-choices';
import { LookupInput } from '../inputs/LookupInput';
import { useDesignerDataInterfacesQuery } from '../lookups-api';

/** The contract's cap on interface ids held by a design (`propsUrl`, `interfaceId`). */
const ID_LIMIT = 64;

export interface DataInterfaceChooserProps {
  label: string;
  value: string | undefined;
  onChange: (interfaceId: string | undefined) => void;
  /** The key is required by the type's schema (`interfaceId` of a popup select). */
  required?: boolean;
}

/** An enabled data interface, by id. */
export function DataInterfaceChooser({
  label,
  value,
  onChange,
  required,
}: DataInterfaceChooserProps) {
  const { t } = useTranslation();
  const query = useDesignerDataInterfacesQuery(undefined);
  const choices = useMemo(() => codedChoices(t, query.data?.list, 'id'), [t, query.data]);
  return (
    <LookupInput
      label={label}
      value={value}
      onChange={(id) => onChange(required ? (id ?? '') : id)}
      choices={choices}
      failed={query.isError}
      maxLength={ID_LIMIT}
      required={required}
    />
  );
}
