/** Whose unread notice count changed: every user, or the users named. */
export type PushAudience = { readonly everyone: true } | { readonly userIds: readonly string[] };
