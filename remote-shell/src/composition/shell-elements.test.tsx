import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { renderWithProviders } from '../test/render-with-providers';
import { createShellElements } from './shell-elements';

/** A page with a tree, and a dialog with a tree of the same name. */
function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <div role="tree" aria-label="Organisation" data-testid="page-tree" />
      <Dialog open={open} aria-labelledby="edit-title">
        <DialogTitle id="edit-title">Edit</DialogTitle>
        <div role="tree" aria-label="Organisation" />
        <Button onClick={() => setOpen(false)}>Close</Button>
      </Dialog>
    </>
  );
}

describe('createShellElements', () => {
  it('mounts portals beside the app in the shell root, inside the container', () => {
    const container = document.createElement('section');
    const { root, styles, app, portals } = createShellElements(container);
    expect(root.parentElement).toBe(container);
    expect([...root.children]).toEqual([styles, app]);
    expect(portals).toBe(root);
  });

  it('hides the page from screen readers while a dialog is open, and only then', async () => {
    const { user } = renderWithProviders(<Page />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect(screen.getAllByRole('tree', { name: 'Organisation' })).toEqual([
      within(dialog).getByRole('tree'),
    ]);
    // Still there for sighted users, only out of the accessibility tree.
    expect(screen.getAllByRole('tree', { name: 'Organisation', hidden: true })).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getAllByRole('tree', { name: 'Organisation' })).toEqual([
        screen.getByTestId('page-tree'),
      ]),
    );
  });
});
