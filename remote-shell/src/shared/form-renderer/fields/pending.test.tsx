import { screen } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('PendingField', () => {
  it('says plainly which field type cannot be shown yet, in the shown language', () => {
    renderForm(
      design([
        node('relationForm', '客户', {
          model: 'customer',
          modelId: 'design1',
          relationField: 'name',
        }),
      ]),
      { language: 'en' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'This field type is not supported yet: relationForm',
    );
  });
});
