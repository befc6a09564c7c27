import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FormDesign, FormValues } from '@mepm/contract';
import { startValues } from '../../form-renderer/default-values';
import { fieldRegistry } from '../../form-renderer/fields';
import { PopupRowsProvider } from '../../form-renderer/fields/popup-rows';
import { FormNodes } from '../../form-renderer/layout/FormNodes';
import { NestedNodesContext } from '../../form-renderer/layout/nested-nodes';
import { LinkageStore } from '../../form-renderer/linkage/linkage-store';
import { RendererContext, type RendererContextValue } from '../../form-renderer/renderer-context';

/**
 * What the renderer's field components read, set up as a disabled form of the design: the canvas
 * draws each field with the component the form will use. Linkage is left out (every node shows),
 * and the default values follow the design as it changes.
 */
export function CanvasRenderScope({
  design,
  children,
}: {
  design: FormDesign;
  children: ReactNode;
}) {
  const idPrefix = `design${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const values = useMemo(() => startValues(design, undefined), [design]);
  const form = useForm<FormValues>({ values });
  const [linkage] = useState(() => new LinkageStore({}));
  const context = useMemo<RendererContextValue>(
    () => ({
      mode: 'disabled',
      formConf: design.formConf,
      linkage,
      registry: fieldRegistry,
      idPrefix,
    }),
    [design.formConf, linkage, idPrefix],
  );
  return (
    <RendererContext.Provider value={context}>
      <NestedNodesContext.Provider value={FormNodes}>
        <FormProvider {...form}>
          <PopupRowsProvider>{children}</PopupRowsProvider>
        </FormProvider>
      </NestedNodesContext.Provider>
    </RendererContext.Provider>
  );
}
