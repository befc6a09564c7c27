import { expect } from '@playwright/test';
import { Client } from 'pg';
import { callApi, signInByApi } from './api';

/** The machine's PostgreSQL, which stories read as an external data source. */
const MACHINE_DATABASE = 'postgres://root@127.0.0.1:5432/test';

/** Runs SQL on the machine's PostgreSQL (making and dropping a story's own table). */
export async function onMachineDatabase(sql: string): Promise<void> {
  const client = new Client({ connectionString: MACHINE_DATABASE });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A data source of the platform for the machine's PostgreSQL, made through the API (the data
 * source story makes one through its page).
 */
export async function createMachineSource(fullName: string): Promise<void> {
  const token = await signInByApi();
  const created = await callApi(token, 'POST', '/api/system/DataSource', {
    fullName,
    kind: 'postgresql',
    host: '127.0.0.1',
    port: 5432,
    database: 'test',
    user: 'root',
    password: 'e2e-secret',
  });
  expect(created.code).toBe(200);
}
