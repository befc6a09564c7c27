import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface Props {
  values: { zhtw: string; en: string };
  onChange: (names: { zhtw: string; en: string }) => void;
}

/** The traditional Chinese and English names; left empty, the simplified Chinese one shows. */
export function NameFields({ values, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('systemData.dictionary.fields.zhtw')}
        value={values.zhtw}
        onChange={(event) => onChange({ ...values, zhtw: event.target.value })}
      />
      <TextField
        label={t('systemData.dictionary.fields.en')}
        value={values.en}
        onChange={(event) => onChange({ ...values, en: event.target.value })}
      />
    </>
  );
}
