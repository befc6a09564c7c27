import Tooltip from '@mui/material/Tooltip';
import { truncateForTooltip } from '../format';

/** Text past 20 characters shows cut, the whole text in a tooltip. */
export function TruncatedText({ text }: { text: string }) {
  const { text: shown, truncated, full } = truncateForTooltip(text);
  if (!truncated) return <>{text}</>;
  return (
    <Tooltip title={full}>
      <span>{shown}</span>
    </Tooltip>
  );
}
