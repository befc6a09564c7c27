import { useEffect, useId, useImperativeHandle, useMemo, useState } from 'react';
import type { Ref } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FormDesign, FormValues } from '@mepm/contract';
import type { FieldRegistry, RenderMode } from './field-props';
import { fieldRegistry } from './fields';
import { FormNodes } from './layout/FormNodes';
import { NestedNodesContext } from './layout/nested-nodes';
import { applyAssignments } from './linkage/apply-assignments';
import { evaluateFormLinkage } from './linkage/evaluate';
import type { LinkageEvaluator } from './linkage/linkage-state';
import { LinkageStore } from './linkage/linkage-store';
import { RendererContext, type RendererContextValue } from './renderer-context';
import { startValues } from './default-values';
import { checkSubmission } from './submit-check';
import { useShownLanguage } from '../../kernel/i18n/use-shown-language';
import { PopupRowsProvider } from './fields/popup-rows';

/** What a holder (a popup, a page) may do with a rendered form. */
export interface FormRendererHandle {
  /** Checks every field; the values to send when all pass, else null (the errors are shown). */
  submit(): Promise<FormValues | null>;
  /** Back to the given values, or to the defaults: "confirm and add another". */
  reset(values?: FormValues): void;
  /** Shows a refusal the server gave for one field under that field. */
  showError(path: string, message: string): void;
}

export interface FormRendererProps {
  design: FormDesign;
  /** The record's values (edit, detail); fields it lacks start from their `defaultValue`. */
  values?: FormValues;
  mode: RenderMode;
  /** Called with the values to send after every field passed its checks. */
  onSubmit?: (values: FormValues) => void | Promise<void>;
  /** The `__vModel__`s the caller may see and write (form field grants); absent: every field. */
  fieldGrants?: ReadonlySet<string>;
  /** The `id` of the `<form>`, so that a button outside it (a dialog's confirm) submits it. */
  formId?: string;
  /** Defaults to the product's field components. */
  registry?: FieldRegistry;
  /** Defaults to the form engine's linkage evaluation (with the layouts'). */
  evaluateLinkage?: LinkageEvaluator;
  ref?: Ref<FormRendererHandle>;
}

/**
 * Renders a form design (SPEC §5, DOMAIN "Form designer JSON") on react-hook-form: each field is
 * bound through `useController`, so typing re-renders the typed field and those its linkage
 * touches; the form root never re-renders on a keystroke.
 */
export function FormRenderer(props: FormRendererProps) {
  const { design, mode, fieldGrants, onSubmit } = props;
  const evaluate = props.evaluateLinkage ?? evaluateFormLinkage;
  const language = useShownLanguage();
  const idPrefix = `form${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [initial] = useState(() => startValues(design, props.values));
  const form = useForm<FormValues>({
    defaultValues: initial,
    // First checked when a field is left, then at every change: an error goes as soon as the
    // value becomes valid.
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const [linkage] = useState(() => new LinkageStore(evaluate(design, initial)));

  useEffect(() => {
    const update = (values: FormValues) => {
      linkage.update(evaluate(design, values));
      applyAssignments(linkage, form);
    };
    update(form.getValues());
    const subscription = form.watch((values) => update(values as FormValues));
    return () => subscription.unsubscribe();
  }, [design, evaluate, form, linkage]);

  const context = useMemo<RendererContextValue>(
    () => ({
      mode,
      formConf: design.formConf,
      linkage,
      fieldGrants,
      registry: props.registry ?? fieldRegistry,
      idPrefix,
    }),
    [mode, design.formConf, linkage, fieldGrants, props.registry, idPrefix],
  );

  // The field rules first (their messages show where the person looks), then the engine's
  // whole-form check that the server runs too.
  const collect = () =>
    new Promise<FormValues | null>((resolve) => {
      void form.handleSubmit(
        (values) => {
          const checked = checkSubmission(design, values, { language, mode, grants: fieldGrants });
          if (checked.ok) return resolve(checked.values);
          checked.errors.forEach(({ path, message }, index) =>
            form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          resolve(null);
        },
        () => resolve(null),
      )();
    });

  useImperativeHandle(props.ref, () => ({
    submit: collect,
    reset: (values) => form.reset(startValues(design, values)),
    showError: (path, message) =>
      form.setError(path, { type: 'server', message }, { shouldFocus: true }),
  }));

  return (
    <RendererContext.Provider value={context}>
      <NestedNodesContext.Provider value={FormNodes}>
        <FormProvider {...form}>
          <form
            id={props.formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void collect().then((values) => (values ? onSubmit?.(values) : undefined));
            }}
          >
            <PopupRowsProvider>
              <FormNodes fields={design.fields} />
            </PopupRowsProvider>
          </form>
        </FormProvider>
      </NestedNodesContext.Provider>
    </RendererContext.Provider>
  );
}
