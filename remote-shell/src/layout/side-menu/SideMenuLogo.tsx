import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppShortTitle, useAppTitle } from '../use-app-title';

/**
 * The application title above the side menu: the full title where it fits, else the short one
 * (the English title is far wider than the menu), the full one always as its tooltip. Icons only:
 * its first character.
 */
export function SideMenuLogo({ iconsOnly }: { iconsOnly: boolean }) {
  const title = useAppTitle();
  const shortTitle = useAppShortTitle();
  const ref = useRef<HTMLSpanElement>(null);
  // The full title last measured as too wide; a new title (a language switch) is measured again.
  const [tooWide, setTooWide] = useState<string | null>(null);
  const shortened = tooWide === title;
  useLayoutEffect(() => {
    const element = ref.current;
    if (iconsOnly || shortened || !element) return;
    if (element.scrollWidth > element.clientWidth) setTooWide(title);
  }, [iconsOnly, shortened, title]);

  let shown = title;
  if (iconsOnly) shown = Array.from(title)[0] ?? '';
  else if (shortened) shown = shortTitle;
  return (
    <Box sx={{ height: 50, display: 'flex', alignItems: 'center', px: 2, overflow: 'hidden' }}>
      <Typography
        ref={ref}
        component="span"
        variant="subtitle1"
        noWrap
        title={title}
        sx={{ fontWeight: 600, color: 'inherit' }}
      >
        {shown}
      </Typography>
    </Box>
  );
}
