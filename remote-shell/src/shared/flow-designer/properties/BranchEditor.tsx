import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BranchNodeProperties, FormDataField } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { FD } from '../drawing/node-summary';
import { namableFields } from './field-kinds';
import { ChoiceField } from './inputs';
import { ruleOn, RuleRow } from './RuleRow';

interface Props {
  value: BranchNodeProperties;
  onChange: (properties: BranchNodeProperties) => void;
  /** A condition route's branch has rules; a parallel one only a title. */
  conditional: boolean;
  fields: readonly FormDataField[];
  /** Moves the branch one place (-1: a higher priority); absent where it cannot move. */
  onMove: (by: -1 | 1) => void;
  canMove: { up: boolean; down: boolean };
}

/** A branch: its priority among its route's branches and, of a condition route, its rules. */
export function BranchEditor({ value, onChange, conditional, fields, onMove, canMove }: Props) {
  const { t } = useTranslation();
  if (value.isDefault)
    return <Typography variant="body2">{t(`${FD}.panel.defaultBranch`)}</Typography>;
  const firstSubject = namableFields(fields)[0];
  const addRule = () =>
    onChange({
      ...value,
      rules: [
        ...value.rules,
        ruleOn(firstSubject ? `field:${firstSubject.vModel}` : 'initiatorRole', fields),
      ],
    });
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t(`${FD}.panel.priority`, { priority: value.priority + 1 })}
        </Typography>
        <Button size="small" disabled={!canMove.up} onClick={() => onMove(-1)}>
          {t(`${FD}.panel.moveUp`)}
        </Button>
        <Button size="small" disabled={!canMove.down} onClick={() => onMove(1)}>
          {t(`${FD}.panel.moveDown`)}
        </Button>
      </Stack>
      {conditional && (
        <>
          <ChoiceField
            label={t(`${FD}.panel.logic`)}
            value={value.logic}
            choices={['and', 'or'] as const}
            textOf={(logic) => t(`${FD}.logic.${logic}`)}
            onChange={(logic) => onChange({ ...value, logic })}
          />
          {value.rules.map((rule, index) => (
            <RuleRow
              key={index}
              number={index + 1}
              rule={rule}
              fields={fields}
              onChange={(changed) =>
                onChange({
                  ...value,
                  rules: value.rules.map((other, at) => (at === index ? changed : other)),
                })
              }
              onRemove={() =>
                onChange({ ...value, rules: value.rules.filter((_, at) => at !== index) })
              }
            />
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={value.rules.length >= 50}
            onClick={addRule}
          >
            {t(`${FD}.panel.addRule`)}
          </Button>
        </>
      )}
    </>
  );
}
