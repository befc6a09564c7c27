/** Why a dump could not be made, for the data backup page to say in the reader's language. */
export class DumpToolMissingError extends Error {
  override name = 'DumpToolMissingError';
  constructor(readonly tool: string) {
    super(`${tool} is not installed or not on the PATH.`);
  }
}

export class DumpFailedError extends Error {
  override name = 'DumpFailedError';
}
