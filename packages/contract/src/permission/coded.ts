import Type from 'typebox';

/**
 * The shared shape of administration records that have a unique code, a name, a description, a
 * sort code and an enabled state (roles, positions). Each record spreads these into its own
 * schemas, adding its own fields. Times are milliseconds since the epoch.
 */

/** A record's fields after its id. */
export const codedRecordFields = {
  enCode: Type.String(),
  fullName: Type.String(),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
  createdTime: Type.Integer(),
};

/** A picker entry. */
export const codedBriefFields = {
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
};

/** The create and edit body: `enCode` follows the code rule and is unique. */
export const codedBodyFields = {
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
};
