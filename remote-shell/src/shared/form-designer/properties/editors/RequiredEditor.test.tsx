import { screen } from '@testing-library/react';
import { designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { RequiredEditor } from './RequiredEditor';

describe('RequiredEditor', () => {
  it('sets required and removes the key when switched off', async () => {
    const { user, changes } = renderEditor(RequiredEditor, nodeOf('textarea'));
    const toggle = screen.getByRole('switch', { name: '是否必填' });
    await user.click(toggle);
    expect(changes[0]?.__config__).toMatchObject({ required: true });
    expect(designErrors([changes[0]!])).toEqual([]);
    await user.click(toggle);
    expect(changes[1]?.__config__).not.toHaveProperty('required');
  });
});
