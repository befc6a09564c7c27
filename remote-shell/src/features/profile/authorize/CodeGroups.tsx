import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthorizeEntry } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useMenuName } from '../../../kernel/i18n/use-shown-language';

const KINDS = ['button', 'column', 'form', 'resource'] as const;

/** One labelled group per kind of code granted on a menu entry; kinds with none are left out. */
export function CodeGroups({ entry }: { entry: AuthorizeEntry }) {
  const { t } = useTranslation();
  const menuName = useMenuName();
  const kinds = KINDS.filter((kind) => entry[kind].length > 0);
  if (kinds.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5 }}>
      {kinds.map((kind) => {
        const kindName = t(`profile.authorize.kinds.${kind}`);
        return (
          <Stack
            key={kind}
            role="group"
            aria-label={t('profile.authorize.group', { name: menuName(entry), kind: kindName })}
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ minWidth: 40 }}>
              {kindName}
            </Typography>
            {entry[kind].map((item) => (
              <Chip
                key={item.enCode}
                size="small"
                variant="outlined"
                label={`${item.fullName} (${item.enCode})`}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
