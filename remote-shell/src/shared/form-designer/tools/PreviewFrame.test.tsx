import { screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PreviewFrame, type PreviewDevice } from './PreviewFrame';

/** Shows the media query the renderer's grid would use for its `md` spans. */
function MediumQuery() {
  return <output>{useTheme().breakpoints.up('md')}</output>;
}

const frameOf = (device: PreviewDevice) => {
  renderWithProviders(
    <PreviewFrame device={device}>
      <MediumQuery />
    </PreviewFrame>,
  );
  return screen.getByRole('region', { name: '表单预览' });
};

describe('PreviewFrame', () => {
  it("lays the form out as on a phone: no screen reaches the grid's wider spans", () => {
    const frame = frameOf('phone');
    expect(frame).toHaveStyle({ width: '375px' });
    expect(screen.getByRole('status')).toHaveTextContent('@media (min-width:1000000px)');
  });

  it("keeps the page's breakpoints on a desktop", () => {
    const frame = frameOf('pc');
    expect(frame).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('status')).toHaveTextContent('@media (min-width:900px)');
  });
});
