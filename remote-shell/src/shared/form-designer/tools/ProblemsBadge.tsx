import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { FormDesign } from '@mepm/contract';
import { checkedDesign } from './design-check';

/** The toolbar's count of the design's problems ("3 个问题"); nothing while there are none. */
export function ProblemsBadge({ design, onClick }: { design: FormDesign; onClick?: () => void }) {
  const { t } = useTranslation();
  const checked = checkedDesign(design);
  if (checked.ok) return null;
  const count = checked.errors.length;
  return (
    <Chip
      color="error"
      size="small"
      label={
        count === 1
          ? t('formDesigner.problems.one')
          : t('formDesigner.problems.count', { n: count })
      }
      onClick={onClick}
    />
  );
}
