import { DndContext } from '@dnd-kit/core';
import type { FormDesign } from '@mepm/contract';
import { renderWithProviders } from '../../../test/render-with-providers';
import { design, node } from '../../form-renderer/test-kit';
import { initialDesignerState } from '../model/designer-state';
import type { NodePlace } from '../model/tree';
import { CanvasRenderScope } from './CanvasRenderScope';
import { DesignerDndContext } from './designer-dnd-context';
import type { DragSource } from './drop-resolution';
import { NestedListContext } from './nested-list';
import { NodeList } from './NodeList';

const form: FormDesign = design([
  node('input', 'A', { model: 'a' }),
  node('input', 'B', { model: 'b' }),
  node('input', 'C', { model: 'c' }),
]);
const [a, b, c] = form.fields.map((field) => String(field.__config__.formId)) as [
  string,
  string,
  string,
];

/** The form's list while a drag is on: its frames and the landing mark, in document order. */
function listDuring(source: DragSource | null, landing: NodePlace | null) {
  const state = initialDesignerState(form);
  const { container } = renderWithProviders(
    <DndContext>
      <DesignerDndContext.Provider value={{ state, dispatch: jest.fn(), source, landing }}>
        <CanvasRenderScope design={form}>
          <NestedListContext.Provider value={NodeList}>
            <NodeList parent={null} nodes={form.fields} emptyText="empty" />
          </NestedListContext.Provider>
        </CanvasRenderScope>
      </DesignerDndContext.Provider>
    </DndContext>,
  );
  return [...container.querySelectorAll('[data-node-id], [data-testid="landing-mark"]')].map(
    (element) => element.getAttribute('aria-label') ?? 'mark',
  );
}

describe('NodeList', () => {
  it('marks where a moved node lands, counting the list without it', () => {
    expect(listDuring({ kind: 'node', id: b }, { parent: null, index: 1 })).toEqual([
      'A',
      'B',
      'mark',
      'C',
    ]);
    expect(listDuring({ kind: 'node', id: a }, { parent: null, index: 2 })).toEqual([
      'A',
      'B',
      'C',
      'mark',
    ]);
  });

  it('marks where a new node lands, and nothing where the drag may not land or lands elsewhere', () => {
    expect(listDuring({ kind: 'new', key: 'number' }, { parent: null, index: 0 })).toEqual([
      'mark',
      'A',
      'B',
      'C',
    ]);
    expect(listDuring({ kind: 'new', key: 'number' }, null)).toEqual(['A', 'B', 'C']);
    expect(listDuring({ kind: 'node', id: c }, { parent: '99', index: 0 })).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});
