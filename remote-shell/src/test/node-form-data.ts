import { runInThisContext } from 'node:vm';

/**
 * The fetch stub runs on Node's Request, which cannot read jsdom's FormData (reading it never
 * ends): a test file that uploads calls this at its top, so that uploads are built from Node's
 * own FormData and File, as a browser builds them from its own.
 */
export function withNodeFormData(): void {
  const jsdomClasses = { FormData: globalThis.FormData, File: globalThis.File };
  beforeAll(() => {
    Object.assign(globalThis, {
      FormData: runInThisContext('FormData'),
      File: runInThisContext('File'),
    });
  });
  afterAll(() => {
    Object.assign(globalThis, jsdomClasses);
  });
}
