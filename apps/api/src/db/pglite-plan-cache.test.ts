import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachePglitePlans } from './pglite-plan-cache.js';

describe('PGlite with a plan per query text', () => {
  let client: PGlite;
  let plain: PGlite;

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    cachePglitePlans(client);
    // Wrapping twice changes nothing (the test helpers hand one client to several handles).
    cachePglitePlans(client);
    plain = await PGlite.create('memory://');
    const schema = `create table items (id serial primary key, name text unique not null, data jsonb,
      tags text[], seen timestamptz, amount numeric)`;
    await client.exec(schema);
    await plain.exec(schema);
  }, 60_000);

  afterAll(async () => {
    await client.close();
    await plain.close();
  });

  const insert =
    'insert into items (name, data, tags, seen, amount) values ($1, $2, $3, $4, $5) returning id, name';
  const values = [
    ['a', { nested: [1, 'two'] }, ['x', 'y'], new Date('2026-01-02T03:04:05Z'), '12.50'],
    ['b', null, null, null, null],
  ];

  it('answers as PGlite does, with values typed by the statement, the second time from its plan', async () => {
    for (const row of values) {
      expect(await client.query(insert, row)).toEqual(await plain.query(insert, row));
    }
    const select = 'select * from items where name = any($1::text[]) order by id';
    const first = await client.query(select, [['a', 'b']]);
    expect(first).toEqual(await plain.query(select, [['a', 'b']]));
    expect(await client.query(select, [['a', 'b']])).toEqual(first);
    expect(first.rows[0]).toMatchObject({ name: 'a', data: { nested: [1, 'two'] }, tags: ['x', 'y'] });
    const arrays = await client.query(select, [['b']], { rowMode: 'array' });
    expect(arrays).toEqual(await plain.query(select, [['b']], { rowMode: 'array' }));
  });

  it('counts the rows a statement changed', async () => {
    const update = 'update items set amount = $1 where name <> $2';
    expect(await client.query(update, ['1', 'none'])).toMatchObject({ affectedRows: 2 });
    expect(await client.query(update, ['2', 'a'])).toMatchObject({ affectedRows: 1 });
  });

  it('reports a failing statement and keeps answering after it', async () => {
    const error = await client.query(insert, values[0]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: insert });
    await expect(client.query('select nope from items')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction to finish before running', async () => {
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query('update items set name = $1 where name = $2', ['c', 'b']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction');
    });
    const read = client.query<{ name: string }>('select name from items order by id').then((result) => {
      order.push('read');
      return result.rows.map((row) => row.name);
    });
    await transaction;
    expect(await read).toEqual(['a', 'c']);
    expect(order).toEqual(['transaction', 'read']);
  });
});
