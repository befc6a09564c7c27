import Type from 'typebox';
import { Envelope } from './envelope';

/** Ids are UUID text; the bound only keeps junk out of queries. */
export const EntityId = Type.String({ minLength: 1, maxLength: 64 });

/** `:id` of the item routes. */
export const IdParams = Type.Object({ id: EntityId });
export type IdParams = Type.Static<typeof IdParams>;

/** The answer to a create: the new id. */
export const CreatedId = Type.Object({ id: Type.String() });
export type CreatedId = Type.Static<typeof CreatedId>;
export const CreatedResponse = Envelope(CreatedId);

/** The `data` of answers that carry none. */
export const Nothing = Type.Null();
export const EmptyResponse = Envelope(Nothing);

/**
 * PUT .../:id/Actions/State (roles, users, and every record with a state toggle): sets `enabled`
 * when given; without a body the state flips, as the platform family's toggle does.
 */
export const StateBody = Type.Object({ enabled: Type.Optional(Type.Boolean()) });
export type StateBody = Type.Static<typeof StateBody>;
export const StateResult = Type.Object({ enabled: Type.Boolean() });
export type StateResult = Type.Static<typeof StateResult>;
export const StateResponse = Envelope(StateResult);
