import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useRendererContext } from './renderer-context';

interface Props {
  /** The field's label, whether to show it, its own width (px) and its tip. */
  config: { label: string; showLabel?: boolean; labelWidth?: number; tipLabel?: string };
  required: boolean;
  inputId: string;
  children: ReactNode;
}

const DEFAULT_LABEL_WIDTH = 100;

/**
 * The label (with the required mark and the tip) beside or above a control, placed as the form's
 * `labelPosition` and `labelWidth` say. The label names the control through `htmlFor` and, for
 * groups, through its id (`${inputId}-label`).
 */
export function LabeledItem({ config, ...props }: Props) {
  const { formConf } = useRendererContext();
  const position = formConf.labelPosition ?? 'right';
  const width = config.labelWidth ?? formConf.labelWidth ?? DEFAULT_LABEL_WIDTH;
  const top = position === 'top';
  const shown = config.showLabel !== false;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: top ? 'column' : 'row',
        alignItems: top ? 'stretch' : 'flex-start',
        gap: top ? 0.5 : 1.5,
        mb: 2,
      }}
    >
      {shown && (
        <Box
          component="label"
          htmlFor={props.inputId}
          id={`${props.inputId}-label`}
          sx={{
            flex: top ? undefined : `0 0 ${width}px`,
            textAlign: top ? 'left' : position,
            pt: top ? 0 : 1,
            fontSize: 14,
            color: 'text.secondary',
            overflowWrap: 'anywhere',
          }}
        >
          {props.required && (
            <Box component="span" aria-hidden sx={{ color: 'error.main', mr: 0.5 }}>
              *
            </Box>
          )}
          {config.label}
          {config.tipLabel && (
            <Tooltip title={config.tipLabel}>
              <InfoOutlinedIcon
                aria-label={config.tipLabel}
                aria-hidden={false}
                role="img"
                sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }}
              />
            </Tooltip>
          )}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>{props.children}</Box>
    </Box>
  );
}
