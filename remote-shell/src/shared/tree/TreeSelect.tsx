import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { LazyTreeView } from './LazyTreeView';
import { usePopupFit } from './popup-fit';
import { useLazyTree } from './useLazyTree';
import type { LoadChildren, TreeNode } from './types';

interface TreeSelectBase<N extends TreeNode> {
  label: string;
  /** The input's id, for a label drawn outside (a form renderer's); the label is then not drawn here. */
  id?: string;
  /** An eager tree. */
  nodes?: readonly N[];
  /** A lazy tree: `null` asks for the top level. */
  loadChildren?: LoadChildren<N>;
  /** Which nodes may be chosen (e.g. only departments); the others only expand. */
  selectable?: (node: N) => boolean;
  /** Shows a clear button while something is chosen. */
  clearable?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Marks the label as required, like the text fields a form must have. */
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Labels for chosen ids the lazy tree has not loaded yet, e.g. a saved form value. */
  knownLabels?: Readonly<Record<string, string>>;
  renderIcon?: (node: N) => ReactNode;
}

interface SingleProps<N extends TreeNode> extends TreeSelectBase<N> {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null, node: N | null) => void;
}

interface MultipleProps<N extends TreeNode> extends TreeSelectBase<N> {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[], nodes: N[]) => void;
}

export type TreeSelectProps<N extends TreeNode> = SingleProps<N> | MultipleProps<N>;

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** A select whose popup is a tree; a single choice shows its path, several show their labels. */
export function TreeSelect<N extends TreeNode>(props: TreeSelectProps<N>) {
  const { t } = useTranslation();
  const model = useLazyTree<N>({ nodes: props.nodes, loadChildren: props.loadChildren });
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const treeBoxRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const fit = usePopupFit(anchor, open);
  const treeId = useId();
  const { clearable = true, disabled = false, knownLabels = {} } = props;

  const selectedIds: readonly string[] = props.multiple
    ? props.value
    : props.value === null
      ? []
      : [props.value];
  const labelOf = (id: string) => model.nodeById.get(id)?.fullName ?? knownLabels[id] ?? id;
  const display = props.multiple
    ? selectedIds.map(labelOf).join(', ')
    : (selectedIds.map((id) => {
        const path = model.pathOf(id);
        return path.length > 0 ? path.join(' / ') : labelOf(id);
      })[0] ?? '');

  const change = (ids: string[]) => {
    const nodes = ids.flatMap((id) => model.nodeById.get(id) ?? []);
    if (props.multiple) props.onChange(ids, nodes);
    else {
      const id = ids[0] ?? null;
      props.onChange(id, id === null ? null : (model.nodeById.get(id) ?? null));
      if (id !== null) setOpen(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!disabled && !open && OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      setOpen(true);
    }
  };
  // The tree takes focus when the popup opens, so arrow keys work at once.
  const focusTree = () =>
    treeBoxRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();

  return (
    <>
      <TextField
        ref={setAnchor}
        id={props.id}
        label={props.id === undefined ? props.label : undefined}
        value={display}
        placeholder={props.placeholder ?? t('widgets.tree.placeholder')}
        disabled={disabled}
        required={props.required}
        error={props.error}
        helperText={props.helperText}
        fullWidth
        onClick={() => !disabled && setOpen(true)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            readOnly: true,
            role: 'combobox',
            'aria-haspopup': 'tree',
            'aria-expanded': open,
            'aria-controls': open ? treeId : undefined,
            style: { cursor: disabled ? 'default' : 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {clearable && !disabled && selectedIds.length > 0 && (
                  <IconButton
                    size="small"
                    aria-label={t('widgets.tree.clear')}
                    onClick={(event) => {
                      event.stopPropagation();
                      change([]);
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <ArrowDropDownIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        action={fit.action}
        slotProps={{
          transition: { onEntered: focusTree },
          paper: { sx: { width: anchor?.offsetWidth, minWidth: 240, maxHeight: fit.maxHeight } },
        }}
      >
        <Box
          ref={(box: HTMLDivElement | null) => {
            treeBoxRef.current = box;
            fit.contentRef(box);
          }}
          sx={{ p: 1 }}
        >
          <LazyTreeView<N>
            id={treeId}
            model={model}
            label={props.label}
            multiple={props.multiple}
            checkboxes={props.multiple}
            selectedIds={selectedIds}
            onSelectedIdsChange={change}
            selectable={props.selectable}
            renderIcon={props.renderIcon}
          />
        </Box>
      </Popover>
    </>
  );
}
