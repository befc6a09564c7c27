import { screen } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('PendingField', () => {
  it('says plainly which field type cannot be shown yet, in the shown language', () => {
    renderForm(design([node('signature', '签名', { model: 'sign' })]), { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'This field type is not supported yet: signature',
    );
  });
});
