import { screen, within } from '@testing-library/react';
import { FIELD_KEYS } from '@mepm/contract';
import { serveRoutes } from '../../../test/admin-page-kit';
import { newField } from '../model';
import { editorsOf } from './property-sets';
import { designErrors, nodeOf, renderPanel } from './properties-test-kit';

const LOOKUPS = {
  'GET /api/system/DictionaryType/Selector': { list: [] },
  'GET /api/system/DataInterface/Selector': { list: [] },
  'GET /api/system/BillRule/Selector': { list: [] },
};

describe('FieldProperties', () => {
  it.each(FIELD_KEYS)('shows the editors of a new %s node, the label first', (key) => {
    serveRoutes(LOOKUPS);
    // The node the designer's palette drops.
    const { node } = newField(key, 1, { label: `${key}标题`, item: (n) => `项${n}` });
    renderPanel(node);
    const basics = screen.getByRole('region', { name: '基本设置' });
    expect(within(basics).getByRole('textbox', { name: '标题' })).toHaveValue(`${key}标题`);
    // One titled group per editor; 是否必填 is a lone switch.
    expect(screen.getAllByRole('region')).toHaveLength(
      editorsOf(key).filter((name) => name !== 'required').length,
    );
  });

  it('renames a field with one edit, giving a new node that the engine still admits', async () => {
    serveRoutes(LOOKUPS);
    const field = nodeOf('input');
    const { user, latest, changes } = renderPanel(field);
    const label = screen.getByRole('textbox', { name: '标题' });
    await user.clear(label);
    await user.type(label, '名称');
    expect(latest().__config__.label).toBe('名称');
    // Immutable: the first node is untouched.
    expect(field.__config__.label).toBe('input标题');
    expect(changes.every((node) => node !== field)).toBe(true);
    expect(designErrors([latest()])).toEqual([]);
  });

  it('shows the translated panel in English', () => {
    serveRoutes(LOOKUPS);
    renderPanel(nodeOf('number'), { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Field properties' })).toBeInTheDocument();
    // The type's name, as the palette calls it.
    expect(screen.getByText('Number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Field name' })).toHaveValue('number1');
    expect(screen.getByRole('region', { name: 'Input limits' })).toBeInTheDocument();
  });
});
