import { readText } from '../shared/json-file';

/**
 * Keeps what a page saves through a download link (jsdom has no object URLs and navigates
 * nowhere): each file's name and its text. `restore` puts the link's click back.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    clicked,
    /** The name the `index`th file was saved under. */
    name: (index = 0) => (clicked.mock.contexts[index] as HTMLAnchorElement | undefined)?.download,
    /** The text of the `index`th file. */
    text: (index = 0) => {
      const blob = blobs[index];
      return readText(new File(blob ? [blob] : [], 'download'));
    },
    restore: () => clicked.mockRestore(),
  };
}
