import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AddressPicker } from '../../address';
import type { AddressPart } from '../../address';
import type { FieldProps } from '../field-props';
import { useAreaNames } from './use-area-names';

/** A path of area ids, province first. */
type AreaPath = string[];

const isPath = (value: unknown): value is AreaPath =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** One path (single) or a list of paths (multiple), read leniently. */
function pathsOf(value: unknown, multiple: boolean): AreaPath[] {
  if (!Array.isArray(value)) return [];
  if (multiple) return value.filter(isPath).filter((path) => path.length > 0);
  return isPath(value) && value.length > 0 ? [value] : [];
}

/**
 * The design's `level` (0 province … 3 street) as the picker's depth. The area table holds
 * provinces, cities and districts, so a street level stops at the district.
 */
function depthOf(level: number): 1 | 2 | 3 {
  return level <= 0 ? 1 : level === 1 ? 2 : 3;
}

/**
 * The address: the lazy cascading picker (each level loaded when the one above is chosen). The
 * value is a path of area ids, or when `multiple` a list of paths, each added with 添加地址.
 */
export function AddressField(props: FieldProps<'address'>) {
  const multiple = props.field.multiple ?? false;
  const paths = pathsOf(props.value, multiple);
  const depth = depthOf(props.field.level);
  if (props.readOnly) return <ReadOnlyPaths id={props.inputId} paths={paths} />;
  if (!multiple) {
    return (
      <SinglePath
        path={paths[0] ?? []}
        depth={depth}
        onChange={(path) => {
          props.onChange(path);
          props.onBlur();
        }}
      />
    );
  }
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {paths.map((path, index) => (
          <PathChip
            key={path.join('/')}
            path={path}
            onDelete={() => props.onChange(paths.filter((_, other) => other !== index))}
          />
        ))}
      </Stack>
      <NewPath
        depth={depth}
        onAdd={(path) => {
          const known = paths.some((other) => other.join('/') === path.join('/'));
          if (!known) props.onChange([...paths, path]);
          props.onBlur();
        }}
      />
    </Stack>
  );
}

function SinglePath(props: {
  path: AreaPath;
  depth: 1 | 2 | 3;
  onChange: (path: AreaPath) => void;
}) {
  const parts = useAreaNames(props.path);
  return (
    <AddressPicker
      levels={props.depth}
      value={parts}
      onChange={(next) => props.onChange(next.map((part) => part.id))}
    />
  );
}

function NewPath(props: { depth: 1 | 2 | 3; onAdd: (path: AreaPath) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AddressPart[]>([]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <AddressPicker levels={props.depth} value={draft} onChange={setDraft} />
      <Button
        disabled={draft.length < props.depth}
        onClick={() => {
          props.onAdd(draft.map((part) => part.id));
          setDraft([]);
        }}
      >
        {t('formFields.address.add')}
      </Button>
    </Stack>
  );
}

const joined = (parts: readonly AddressPart[]) => parts.map((part) => part.fullName).join(' / ');

function PathChip(props: { path: AreaPath; onDelete: () => void }) {
  const name = joined(useAreaNames(props.path));
  return <Chip size="small" label={name} onDelete={props.onDelete} />;
}

function PathText({ path }: { path: AreaPath }) {
  return <>{joined(useAreaNames(path))}</>;
}

function ReadOnlyPaths({ id, paths }: { id: string; paths: AreaPath[] }) {
  return (
    <Stack id={id} sx={{ py: 1 }}>
      {paths.map((path) => (
        <span key={path.join('/')}>
          <PathText path={path} />
        </span>
      ))}
    </Stack>
  );
}
