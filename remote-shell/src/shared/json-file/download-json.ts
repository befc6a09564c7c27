import { saveFile } from '../../kernel/files/save-file';

/** Saves a value as a pretty-printed JSON file named `name`, through the browser's download. */
export function downloadJson(name: string, value: unknown): void {
  saveFile(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), name);
}
