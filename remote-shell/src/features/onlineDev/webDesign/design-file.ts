import type { WebDesignBody, WebDesignRecord } from '@mepm/contract';
import { downloadJson } from '../../../shared/json-file';

/** What an exported design file holds: the create body, nothing of this installation's. */
export function toDesignFile(record: WebDesignRecord): WebDesignBody {
  return {
    fullName: record.fullName,
    enCode: record.enCode,
    category: record.category,
    type: record.type,
    webType: record.webType,
    formData: record.formData,
    columnData: record.columnData,
    tables: record.tables,
    sortCode: record.sortCode,
    description: record.description,
  };
}

export function downloadDesign(record: WebDesignRecord): void {
  downloadJson(`${record.enCode}.json`, toDesignFile(record));
}

/**
 * A file that looks like an export: an object with a code, a name and a form. The server checks
 * the whole design before writing, as it does any other.
 */
export function asDesignFile(text: string): WebDesignBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const enCode: unknown = Reflect.get(parsed, 'enCode');
    const fullName: unknown = Reflect.get(parsed, 'fullName');
    const formData: unknown = Reflect.get(parsed, 'formData');
    return typeof enCode === 'string' &&
      typeof fullName === 'string' &&
      typeof formData === 'object' &&
      formData !== null
      ? (parsed as WebDesignBody)
      : undefined;
  } catch {
    return undefined;
  }
}
