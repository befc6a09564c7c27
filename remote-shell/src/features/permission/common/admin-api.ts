import { api } from '../../../kernel/api';
import { itemTags, listTags } from '../../../kernel/list-tags';

/** The tag types of the permission administration; every list, selector and mutation uses them. */
export const ADMIN_TAGS = ['User', 'Role', 'Position', 'Organize'] as const;
export type AdminTag = (typeof ADMIN_TAGS)[number];

/** The one api slice with this area's tag types, for each page's `injectEndpoints`. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS });

export { itemTags, listTags };
