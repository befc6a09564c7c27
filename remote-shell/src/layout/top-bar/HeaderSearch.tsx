import { useCallback, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MenuSearchBoxProps } from './MenuSearchBox';

const loadSearchBox = async () => (await import('./MenuSearchBox')).MenuSearchBox;

/** When the page has settled; at the latest after this long. */
const IDLE_TIMEOUT_MS = 1500;

function whenIdle(run: () => void): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * The header search. Its autocomplete is the most expensive part of the top bar to load and to
 * render, so the first page shows a plain box of the same size and the search itself loads once
 * the page has settled, or at once when the user reaches the box; what they typed carries over.
 */
export function HeaderSearch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [SearchBox, setSearchBox] = useState<ComponentType<MenuSearchBoxProps> | null>(null);
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);

  const load = useCallback(() => {
    loadSearchBox().then(
      (loaded) => setSearchBox(() => loaded),
      // Stays a plain box; the next focus tries again.
      () => undefined,
    );
  }, []);
  useEffect(() => whenIdle(load), [load]);

  if (SearchBox) return <SearchBox compact={compact} typed={typed} focused={focused} />;
  return (
    <Box
      component="input"
      role="combobox"
      aria-expanded={false}
      aria-label={t('layout.search')}
      placeholder={t('layout.searchPlaceholder')}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      sx={(theme) => ({
        width: compact ? 120 : 200,
        height: 40,
        boxSizing: 'border-box',
        px: '14px',
        font: 'inherit',
        color: 'text.primary',
        bgcolor: 'transparent',
        border: 1,
        borderColor:
          theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        outline: 'none',
      })}
    />
  );
}
