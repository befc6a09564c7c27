import { ErrorEnvelope } from '@mepm/contract';

/** Every route documents its failures as the error envelope. */
export const errorResponses = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;
