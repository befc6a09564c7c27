import { screen, waitFor } from '@testing-library/react';

/**
 * The header search itself, once it has replaced the plain box the first page shows (it loads
 * when the page settles or the user reaches the box).
 */
export function loadedSearchBox(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name });
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    return box;
  });
}
