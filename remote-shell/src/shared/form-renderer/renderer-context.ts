import { createContext, useContext } from 'react';
import type { FormConf } from '@mepm/contract';
import type { FieldRegistry, RenderMode } from './field-props';
import type { LinkageStore } from './linkage/linkage-store';

/** What every node of one rendered form reads; stable for the life of the form. */
export interface RendererContextValue {
  mode: RenderMode;
  formConf: FormConf;
  linkage: LinkageStore;
  /** The fields the caller may see and write (`__vModel__`); undefined: every field. */
  fieldGrants?: ReadonlySet<string>;
  registry: FieldRegistry;
  /** Unique per mounted form: the inputs' id prefix and the key of its data-interface cache. */
  idPrefix: string;
}

export const RendererContext = createContext<RendererContextValue | null>(null);

export function useRendererContext(): RendererContextValue {
  const value = useContext(RendererContext);
  if (!value) throw new Error('A form field is rendered outside FormRenderer');
  return value;
}

/** A field is shown and writable only when granted (DOMAIN: form field permissions). */
export function isGranted(context: RendererContextValue, model: string | undefined): boolean {
  return !model || !context.fieldGrants || context.fieldGrants.has(model);
}

/** Not editable for any reason the form itself knows (mode, form disabled). */
export function isFormLocked(context: RendererContextValue): boolean {
  return context.mode === 'detail' || context.mode === 'disabled' || !!context.formConf.disabled;
}
