import { useCallback, useReducer, useState } from 'react';
import type { ColumnDesign, FormDesign } from '@mepm/contract';
import { initialListDesigner, listDesignerReducer } from './list-designer-state';
import { listableFields } from '@mepm/form-engine';

/** The list design as last saved: the design object, and the columnData that save sent. */
interface Saved {
  design: ColumnDesign;
  /** null while the design has none stored and nobody touched the list (the page lists all). */
  sent: ColumnDesign | null;
}

/**
 * The list designer's state for a design being edited, and what a save sends: a design nobody
 * touched keeps the columnData it had (null stays null), an edited one sends the edited design.
 */
export function useListDesign(columnData: ColumnDesign | null, form: FormDesign) {
  const [state, dispatch] = useReducer(listDesignerReducer, undefined, () =>
    initialListDesigner(columnData, listableFields(form)),
  );
  const [saved, setSaved] = useState<Saved>(() => ({
    design: state.design,
    sent: columnData === null ? null : state.design,
  }));
  const dirty = state.design !== saved.design;
  const formChanged = useCallback(
    (next: FormDesign) => dispatch({ type: 'fieldsChanged', fields: listableFields(next) }),
    [],
  );
  const toSend = dirty ? state.design : saved.sent;
  const markSaved = useCallback(
    (design: ColumnDesign, sent: ColumnDesign | null) => setSaved({ design, sent }),
    [],
  );
  return { state, dispatch, dirty, formChanged, toSend, markSaved };
}
