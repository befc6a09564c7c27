import type { FlowEngineExport } from '@mepm/contract';
import { downloadJson } from '../../../shared/json-file';

export function downloadFlow(file: FlowEngineExport): void {
  downloadJson(`${file.enCode}.json`, file);
}

/**
 * A file that looks like an export: an object with a name, a code and a template. The server
 * checks the whole definition before writing, as it does any other.
 */
export function asFlowFile(text: string): FlowEngineExport | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const fullName: unknown = Reflect.get(parsed, 'fullName');
    const enCode: unknown = Reflect.get(parsed, 'enCode');
    const template: unknown = Reflect.get(parsed, 'flowTemplateJson');
    return typeof fullName === 'string' &&
      typeof enCode === 'string' &&
      typeof template === 'object' &&
      template !== null
      ? (parsed as FlowEngineExport)
      : undefined;
  } catch {
    return undefined;
  }
}
