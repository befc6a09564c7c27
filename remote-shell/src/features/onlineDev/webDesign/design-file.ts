import type { WebDesignBody, WebDesignRecord } from '@mepm/contract';
import { downloadJson } from '../../../shared/json-file';
import { toWebDesignBody, toWebDesignValues } from './web-design-form';

/** What an exported design file holds: the create body, nothing of this installation's. */
export function toDesignFile(record: WebDesignRecord): WebDesignBody {
  // The data source and the version belong to this installation's copy of the design.
  const {
    dbLinkId: _source,
    version: _version,
    ...file
  } = toWebDesignBody(toWebDesignValues(record));
  return file;
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
