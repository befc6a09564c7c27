import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FormDesign } from '@mepm/contract';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import type { NodeId } from '../model';
import { ProblemList } from './ProblemList';
import { problemsOf } from './problems';

interface Props {
  design: FormDesign;
  /** Selects the node a problem is about. */
  onSelect: (nodeId: NodeId) => void;
}

/** What the form engine's check finds in the design, each problem leading to its field. */
export function DesignProblems({ design, onSelect }: Props) {
  const { t } = useTranslation();
  const language = useShownLanguage();
  const problems = useMemo(() => problemsOf(design, language), [design, language]);
  if (problems.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('formDesigner.problems.none')}
      </Typography>
    );
  }
  return <ProblemList problems={problems} onSelect={onSelect} />;
}
