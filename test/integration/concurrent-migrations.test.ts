// Several API processes and workers started together on a new database (or a new release) all
// migrate at start (adapters/main/database.ts): they take turns, and each migration runs once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { migrationsList } from '../../migrations/index.js';
import { migrate, openOrm } from '../../adapters/persistence/orm.js';
import { withPool } from '../support/db.js';

describe('migrations at start', () => {
  it('run once when three processes start together on a new database', async () => {
    const name = `rental_migrations_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await withPool((pool) => pool.query(`create database ${name}`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const orms = await Promise.all([1, 2, 3].map(() => openOrm(url.toString(), { poolMax: 2 })));
    try {
      await Promise.all(orms.map((orm) => migrate(orm)));
      const applied = await orms[0].em
        .getConnection()
        .execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
      expect(applied.map((row) => row.name).sort()).toEqual(migrationsList.map((migration) => migration.name).sort());
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
      await withPool((pool) => pool.query(`drop database ${name}`));
    }
  }, 180_000);
});
