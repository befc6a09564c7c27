import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../ids';

/** Ids are made by the application (time-ordered UUIDv7 text), never by the database. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const auditColumns = () => ({
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
});

export const sortAndState = () => ({
  sortCode: integer('sort_code').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});
