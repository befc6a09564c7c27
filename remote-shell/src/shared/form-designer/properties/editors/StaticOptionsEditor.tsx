import type { FieldOption } from '@mepm/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ListRowActions } from '../inputs/ListRowActions';
import { TextInput } from '../inputs/TextInput';
import { moved, removed, replaced } from '../list-edits';
import {
  MAX_OPTION_DEPTH,
  MAX_OPTIONS,
  OPTION_ID_LIMIT,
  OPTION_NAME_LIMIT,
  freshOption,
} from './option-list';

export interface StaticOptionsEditorProps {
  options: readonly FieldOption[];
  onChange: (options: FieldOption[]) => void;
  /** Cascaders and tree selects: options hold children. */
  tree: boolean;
}

/** An id is kept a number when it was one and still reads as one. */
function idFrom(text: string, before: FieldOption['id']): FieldOption['id'] {
  return typeof before === 'number' && Number.isFinite(Number(text)) && text.trim() !== ''
    ? Number(text)
    : text;
}

/** The static option list: add, remove, reorder, rename; children for trees. */
export function StaticOptionsEditor({ options, onChange, tree }: StaticOptionsEditorProps) {
  const { t } = useTranslation();
  const fresh = () => freshOption(options, (n) => t('formDesigner.items.option', { n }));
  return (
    <Stack spacing={1} role="list" aria-label={t('formDesignerProps.options.list')}>
      <OptionRows options={options} onChange={onChange} tree={tree} depth={1} fresh={fresh} />
      <Button
        size="small"
        disabled={options.length >= MAX_OPTIONS}
        onClick={() => onChange([...options, fresh()])}
      >
        {t('formDesignerProps.options.add')}
      </Button>
    </Stack>
  );
}

interface OptionRowsProps {
  options: readonly FieldOption[];
  onChange: (options: FieldOption[]) => void;
  tree: boolean;
  depth: number;
  fresh: () => FieldOption;
}

function OptionRows({ options, onChange, tree, depth, fresh }: OptionRowsProps) {
  const { t } = useTranslation();
  return options.map((option, index) => {
    const update = (next: FieldOption) => onChange(replaced(options, index, next));
    const children = option.children ?? [];
    const setChildren = (next: FieldOption[]) => {
      const { children: _old, ...rest } = option;
      update(next.length > 0 ? { ...rest, children: next } : rest);
    };
    return (
      <Stack key={index} role="listitem" spacing={1} sx={{ pl: (depth - 1) * 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextInput
            label={t('formDesignerProps.options.fullName')}
            value={option.fullName}
            required
            maxLength={OPTION_NAME_LIMIT}
            onChange={(fullName) => update({ ...option, fullName: fullName ?? '' })}
          />
          <TextInput
            label={t('formDesignerProps.options.id')}
            value={String(option.id)}
            required
            pattern="^[\s\S]+$"
            maxLength={OPTION_ID_LIMIT}
            onChange={(id) => update({ ...option, id: idFrom(id ?? '', option.id) })}
          />
          <ListRowActions
            name={option.fullName}
            onRemove={() => onChange(removed(options, index))}
            onMoveUp={index > 0 ? () => onChange(moved(options, index, -1)) : undefined}
            onMoveDown={
              index < options.length - 1 ? () => onChange(moved(options, index, 1)) : undefined
            }
          />
        </Stack>
        {tree ? (
          <>
            <OptionRows
              options={children}
              onChange={setChildren}
              tree
              depth={depth + 1}
              fresh={fresh}
            />
            {depth < MAX_OPTION_DEPTH ? (
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start', ml: depth * 2 }}
                aria-label={`${t('formDesignerProps.options.addChild')} ${option.fullName}`}
                onClick={() => setChildren([...children, fresh()])}
              >
                {t('formDesignerProps.options.addChild')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
    );
  });
}
