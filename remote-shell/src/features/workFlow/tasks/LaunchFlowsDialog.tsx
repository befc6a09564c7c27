import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FlowEngineBrief } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { iconForName } from '../../../shared/menu-icon';
import { useLaunchableFlowsQuery } from './api';

/** A CSS colour the server accepted; anything else falls back to the theme's. */
const COLOUR = /^(#[0-9A-Fa-f]{3,8}|rgba?\([\d\s.,]+\))$/;

interface Props {
  onPick: (flow: FlowEngineBrief) => void;
  onClose: () => void;
}

/** The released flows the caller may launch, by category, as cards; a search narrows them. */
export function LaunchFlowsDialog({ onPick, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = useLaunchableFlowsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const wanted = keyword.trim().toLowerCase();
  const categories = (data?.list ?? [])
    .map((category) => ({
      ...category,
      children: category.children.filter(
        (flow) =>
          !wanted ||
          flow.fullName.toLowerCase().includes(wanted) ||
          flow.enCode.toLowerCase().includes(wanted),
      ),
    }))
    .filter((category) => category.children.length > 0);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('workFlow.tasks.launch.title')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          size="small"
          type="search"
          label={t('workFlow.tasks.launch.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          sx={{ mb: 2 }}
        />
        {!isLoading && categories.length === 0 && (
          <Typography color="text.secondary">{t('workFlow.tasks.launch.empty')}</Typography>
        )}
        {categories.map((category) => (
          <Box key={category.id} component="section" aria-label={category.fullName} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {category.fullName}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 180px)', gap: 1 }}>
              {category.children.map((flow) => (
                <FlowCard key={flow.id} flow={flow} onPick={onPick} />
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}

function FlowCard({ flow, onPick }: { flow: FlowEngineBrief; onPick: Props['onPick'] }) {
  const Icon = iconForName(flow.icon, false);
  return (
    <ButtonBase
      onClick={() => onPick(flow)}
      sx={{
        justifyContent: 'flex-start',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        textAlign: 'left',
      }}
    >
      <Avatar
        sx={{ bgcolor: COLOUR.test(flow.iconBackground) ? flow.iconBackground : 'primary.main' }}
      >
        <Icon fontSize="small" />
      </Avatar>
      <Typography variant="body2">{flow.fullName}</Typography>
    </ButtonBase>
  );
}
