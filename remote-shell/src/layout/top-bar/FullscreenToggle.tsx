import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../kernel/hooks';
import { toastShown } from '../../kernel/notice-slice';
import { useFullscreen } from './use-fullscreen';

/** Tooltip fullScreen / outFullScreen; where the browser cannot, it says so. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { supported, active, toggle } = useFullscreen();
  const label = active ? t('layout.outFullScreen') : t('layout.fullScreen');
  const onClick = () => {
    if (supported) toggle();
    else dispatch(toastShown({ kind: 'info', text: t('layout.fullScreenUnsupported') }));
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={active} onClick={onClick}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
