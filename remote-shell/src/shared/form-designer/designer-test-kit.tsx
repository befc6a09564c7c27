import { screen, within } from '@testing-library/react';
import type { FormDesign, FormField } from '@mepm/contract';
import { renderWithProviders } from '../../test/render-with-providers';
import { FormDesigner, type FormDesignerProps } from './FormDesigner';
import { EMPTY_DESIGN } from './model/designer-state';

/** The form designer over a design; `designs` records every design it reported. */
export function renderDesigner(
  initial: FormDesign = EMPTY_DESIGN,
  props: Omit<FormDesignerProps, 'initial'> = {},
) {
  const designs: FormDesign[] = [];
  const rendered = renderWithProviders(
    <FormDesigner
      initial={initial}
      onChange={(design) => {
        designs.push(design);
        props.onChange?.(design);
      }}
      actions={props.actions}
    />,
  );
  const last = () => designs.at(-1) ?? initial;
  return {
    ...rendered,
    designs,
    last,
    canvas: () => within(screen.getByRole('region', { name: '画布' })),
    palette: () => within(screen.getByRole('navigation', { name: '控件' })),
    /** The frame of the node labelled `label` on the canvas. */
    frame: (label: string) =>
      within(screen.getByRole('region', { name: '画布' })).getByRole('button', { name: label }),
  };
}

/** Each node's type and label, nested as the design holds them. */
export function outline(fields: readonly FormField[]): unknown[] {
  return fields.map((field) => {
    const config = field.__config__ as { wyzxKey: string; label: string; children?: FormField[] };
    const label = `${config.wyzxKey}:${config.label}`;
    return config.children ? { [label]: outline(config.children) } : label;
  });
}
