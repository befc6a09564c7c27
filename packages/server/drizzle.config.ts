import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The tables several modules share, and each module's own (its `schema.ts`).
  schema: ['./src/db/schema', './src/modules/**/schema.ts'],
  out: './drizzle',
});
