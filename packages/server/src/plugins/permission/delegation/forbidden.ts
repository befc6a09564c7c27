import { Code } from '@mepm/contract';
import type { MessageKey } from '../../../kernel/i18n/catalog';
import { ApiError } from '../../envelope/api-error';

/** 403 with the reason, so that a refused administrator learns which rule stopped it. */
export const refused = (key: MessageKey) => new ApiError(403, Code.forbidden, key);
