import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import type { ControlKey, FieldComponent } from './field-props';
import { inputIdOf } from './FieldItem';
import { LabeledItem } from './LabeledItem';
import { useNodeState } from './linkage/use-node-state';
import { nodeKeyOf } from './design-walk';
import { useRendererContext } from './renderer-context';
import type { DisplayNode } from './valued-control';

/** Display nodes drawn across their column without a label of their own. */
const UNLABELLED: ReadonlySet<string> = new Set(['divider', 'text', 'alert', 'groupTitle']);

const noop = () => undefined;

/**
 * The field whose value a display node shows: a code of another field's value, the attribute of
 * the row a popup select or a relation form chose.
 */
function relatedModelOf(field: DisplayNode): string | undefined {
  const shown = field as { dataType?: string; relationField?: string };
  switch (field.__config__.wyzxKey) {
    case 'qrcode':
    case 'barcode':
      return shown.dataType === 'relation' ? shown.relationField : undefined;
    case 'popupAttr':
    case 'relationFormAttr':
      return shown.relationField;
    default:
      return undefined;
  }
}

/** Re-renders its display node alone when the field it shows changes. */
function RelatedValue({
  name,
  children,
}: {
  name: string;
  children: (value: unknown) => ReactNode;
}) {
  return children(useWatch({ name }));
}

/** A node that shows something and stores nothing (divider, text, alert, code, attribute…). */
export function DisplayItem({ field }: { field: DisplayNode }) {
  const context = useRendererContext();
  const key = nodeKeyOf(field);
  const state = useNodeState(key);
  const config = field.__config__;
  if (!state.visible || config.noShow) return null;
  const inputId = inputIdOf(context.idPrefix, key.replace('#', 'node-'));
  // The registry holds one component per key; its props type follows the key at run time.
  const Component = context.registry[config.wyzxKey] as FieldComponent<ControlKey>;
  const draw = (value: unknown) => (
    <Component
      field={field}
      value={value}
      onChange={noop}
      onBlur={noop}
      readOnly
      mode={context.mode}
      inputId={inputId}
      required={false}
      size={context.formConf.size ?? 'medium'}
    />
  );
  const related = relatedModelOf(field);
  const control =
    related === undefined ? draw(undefined) : <RelatedValue name={related}>{draw}</RelatedValue>;
  return (
    <Grid size={{ xs: 24, md: config.span ?? 24 }}>
      {UNLABELLED.has(config.wyzxKey) ? (
        control
      ) : (
        <LabeledItem config={config} required={false} inputId={inputId}>
          {control}
        </LabeledItem>
      )}
    </Grid>
  );
}
