import { screen } from '@testing-library/react';
import { designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { RequiredEditor } from './RequiredEditor';

describe('RequiredEditor', () => {
  it('sets required and removes the key when switched off', async () => {
    const { user, latest } = renderEditor(RequiredEditor, nodeOf('textarea'));
    const toggle = screen.getByRole('switch', { name: '是否必填' });
    await user.click(toggle);
    expect(latest().__config__).toMatchObject({ required: true });
    expect(designErrors([latest()])).toEqual([]);
    await user.click(toggle);
    expect(latest().__config__).not.toHaveProperty('required');
  });
});
