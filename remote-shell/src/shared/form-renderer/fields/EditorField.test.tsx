import { screen } from '@testing-library/react';
import { serveRoutes } from '../../../test/admin-page-kit';
import { EditorField } from './EditorField';
import { fieldOf, renderField } from './field-harness';

describe('EditorField', () => {
  it('shows the sanitised HTML in detail mode, without its scripts', async () => {
    serveRoutes({});
    const html =
      '<p>说明<strong>重点</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    renderField(EditorField, fieldOf('editor', {}, '正文'), {
      value: html,
      readOnly: true,
      mode: 'detail',
    });
    const view = screen.getByRole('region', { name: '正文' });
    expect(view).toHaveTextContent('说明重点');
    expect(view.innerHTML).not.toContain('onerror');
    expect(view.innerHTML).not.toContain('script');
  });

  it('edits in the lazy rich-text editor, named by the field label drawn outside it', async () => {
    serveRoutes({});
    renderField(EditorField, fieldOf('editor', {}, '正文'), { value: '<p>草稿</p>' });
    const surface = await screen.findByLabelText(
      '正文',
      { selector: '[contenteditable]' },
      { timeout: 10_000 },
    );
    expect(surface).toHaveTextContent('草稿');
    // The field's label is the renderer's: the editor draws none of its own.
    expect(screen.getAllByText('正文')).toHaveLength(1);
  });
});
