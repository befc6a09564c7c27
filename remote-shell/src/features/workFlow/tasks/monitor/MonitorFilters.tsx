import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FlowTaskStatus } from '@mepm/contract/paths';
import { endOfDay, format, isValid, parseISO, startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { TaskFilter } from '../TaskFilters';
import { UserChoice } from '../UserChoice';
import type { ChosenUser } from '../UserChoice';

/** The monitor's filters beside the shared ones: status, initiator and created days. */
export interface MonitorFilter extends TaskFilter {
  status?: FlowTaskStatus;
  creatorUserId?: string;
  /** Milliseconds: the start of the first day and the end of the last, in the user's zone. */
  startTime?: number;
  endTime?: number;
}

/** A date input's day (`yyyy-MM-dd`) as the instant `bound` takes of it; none when empty. */
const timeOf = (day: string, bound: (date: Date) => Date) => {
  const date = parseISO(day);
  return day !== '' && isValid(date) ? bound(date).getTime() : undefined;
};
const dayOf = (time: number | undefined) => (time === undefined ? '' : format(time, 'yyyy-MM-dd'));

export interface MonitorFiltersProps {
  filters: MonitorFilter;
  onChange: (filters: MonitorFilter) => void;
}

/** Who launched the task (one user, chosen in the user picker, cleared again) and when. */
export function MonitorFilters({ filters, onChange }: MonitorFiltersProps) {
  const { t } = useTranslation();
  const [initiator, setInitiator] = useState<ChosenUser | null>(null);
  const choose = (user: ChosenUser | null) => {
    setInitiator(user);
    onChange({ ...filters, creatorUserId: user?.id });
  };
  return (
    <>
      <Box sx={{ width: 260 }}>
        <UserChoice
          label={t('workFlow.tasks.monitor.initiator')}
          value={initiator}
          onChange={choose}
          required={false}
        />
      </Box>
      {initiator && (
        <Button onClick={() => choose(null)}>{t('workFlow.tasks.monitor.clear')}</Button>
      )}
      <TextField
        label={t('workFlow.tasks.monitor.createdFrom')}
        type="date"
        size="small"
        value={dayOf(filters.startTime)}
        onChange={(event) =>
          onChange({ ...filters, startTime: timeOf(event.target.value, startOfDay) })
        }
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('workFlow.tasks.monitor.createdTo')}
        type="date"
        size="small"
        value={dayOf(filters.endTime)}
        onChange={(event) =>
          onChange({ ...filters, endTime: timeOf(event.target.value, endOfDay) })
        }
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
