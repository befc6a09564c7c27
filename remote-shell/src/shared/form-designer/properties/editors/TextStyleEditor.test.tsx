import { screen } from '@testing-library/react';
import { choose, designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { TextStyleEditor } from './TextStyleEditor';

describe('TextStyleEditor', () => {
  it('sets a text’s colour, size and weight, and drops the style when emptied', async () => {
    const { user, latest } = renderEditor(TextStyleEditor, nodeOf('text'));
    await user.type(screen.getByRole('textbox', { name: '颜色' }), '#336699');
    await user.type(screen.getByRole('textbox', { name: '字号' }), '18');
    await choose(user, '字重', '加粗');
    expect(latest()).toMatchObject({
      textStyle: { color: '#336699', fontSize: 18, fontWeight: 'bold' },
    });
    expect(designErrors([latest()])).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: '颜色' }));
    await user.clear(screen.getByRole('textbox', { name: '字号' }));
    await choose(user, '字重', '无');
    expect(latest()).not.toHaveProperty('textStyle');
  });
});
