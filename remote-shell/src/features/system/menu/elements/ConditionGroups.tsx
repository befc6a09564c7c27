import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConditionRow } from './ConditionRow';
import { LogicSelect } from './LogicSelect';
import { newCondition, newGroup } from './scheme-form';
import type { ConditionDraft, GroupDraft, Logic, SchemeErrors } from './scheme-form';

interface Props {
  logic: Logic;
  groups: GroupDraft[];
  errors: SchemeErrors['conditions'];
  onLogicChange: (logic: Logic) => void;
  onGroupsChange: (groups: GroupDraft[]) => void;
}

/** Groups of conditions: and/or within a group, and/or between groups. */
export function ConditionGroups({ logic, groups, errors, onLogicChange, onGroupsChange }: Props) {
  const { t } = useTranslation();
  const setGroup = (g: number, group: GroupDraft) =>
    onGroupsChange(groups.map((each, i) => (i === g ? group : each)));
  const setCondition = (g: number, c: number, condition: ConditionDraft) => {
    const group = groups[g];
    if (!group) return;
    const conditions = group.conditions.map((each, i) => (i === c ? condition : each));
    setGroup(g, { ...group, conditions });
  };

  return (
    <Stack spacing={1.5}>
      <LogicSelect label={t('system.menu.scheme.logic')} value={logic} onChange={onLogicChange} />
      {groups.map((group, g) => (
        <Paper key={g} variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2">
                {t('system.menu.scheme.group', { index: g + 1 })}
              </Typography>
              <LogicSelect
                label={t('system.menu.scheme.groupLogic')}
                value={group.logic}
                onChange={(next) => setGroup(g, { ...group, logic: next })}
              />
              <Button
                size="small"
                color="error"
                onClick={() => onGroupsChange(groups.filter((_, i) => i !== g))}
              >
                {t('system.menu.scheme.removeGroup', { index: g + 1 })}
              </Button>
            </Stack>
            {group.conditions.map((condition, c) => (
              <ConditionRow
                key={c}
                index={`${g + 1}.${c + 1}`}
                condition={condition}
                errors={errors[`${g}.${c}`]}
                onChange={(next) => setCondition(g, c, next)}
                onRemove={() =>
                  setGroup(g, { ...group, conditions: group.conditions.filter((_, i) => i !== c) })
                }
              />
            ))}
            <Button
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                setGroup(g, { ...group, conditions: [...group.conditions, newCondition()] })
              }
            >
              {t('system.menu.scheme.addCondition')}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onGroupsChange([...groups, newGroup()])}
      >
        {t('system.menu.scheme.addGroup')}
      </Button>
    </Stack>
  );
}
