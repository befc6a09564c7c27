/**
 * One area's texts in every language. zhtw and en are typed against zh, so a key missing in any
 * language is a compile error. Areas keep their own files so that each capability adds its texts
 * without touching the others'.
 */
export function defineMessages<T extends object>(messages: { zh: T; zhtw: T; en: T }) {
  return messages;
}
