import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { iconForName } from './icon-for-name';

/** One gallery entry: the icon over its name; choosing it hands the name back. */
export function IconTile({ name, onPick }: { name: string; onPick: (name: string) => void }) {
  const Icon = iconForName(name, false);
  return (
    <Box role="listitem">
      <ButtonBase
        onClick={() => onPick(name)}
        sx={{
          width: '100%',
          flexDirection: 'column',
          gap: 0.5,
          py: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Icon />
        <Box component="span" sx={{ typography: 'caption' }}>
          {name}
        </Box>
      </ButtonBase>
    </Box>
  );
}
