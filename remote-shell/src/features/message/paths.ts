/** The message centre's fixed route (SPEC §2; the composition's PATHS.messageRecord). */
export const MESSAGE_CENTER_PATH = '/messageRecord';
