import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachePglitePlans, MAX_CACHED_TEXT_LENGTH } from './pglite-plan-cache.js';

/** The names of the statements a client holds prepared. */
async function preparedNames(client: PGlite): Promise<string[]> {
  // exec() is PGlite's own: it does not go through the cache.
  const [result] = await client.exec('select name from pg_prepared_statements order by name');
  return (result?.rows ?? []).map((row) => String((row as { name: unknown }).name));
}

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

  it("reads any text, nulls and answers larger than one chunk of PGlite's output as PGlite does", async () => {
    const text =
      'select $1::text as word, null::int as nothing, repeat($2, 1000) as long from generate_series(1, $3)';
    const params = ['Zoë, 漢字 and 🩺', 'é', 3_000];
    const answer = await client.query(text, params);
    expect(answer).toEqual(await plain.query(text, params));
    expect(answer.rows).toHaveLength(3_000);
    expect(answer.rows[2_999]).toEqual({ word: 'Zoë, 漢字 and 🩺', nothing: null, long: 'é'.repeat(1000) });
  });

  it('reports an error raised after rows were sent, or while binding a value, as PGlite does; a notice is no error', async () => {
    const failing: [string, unknown[]][] = [
      ['select 10 / (3 - g) as n from generate_series(1, 5) g where g > $1', [0]],
      ['select $1::int as n', ['abc']],
    ];
    for (const [text, params] of failing) {
      const [ours, theirs] = await Promise.all([
        client.query(text, params).catch((caught: unknown) => caught),
        plain.query(text, params).catch((caught: unknown) => caught),
      ]);
      expect(ours).toBeInstanceOf(Error);
      const { code, message, severity } = theirs as { code: string; message: string; severity: string };
      expect(ours).toMatchObject({ code, message, severity, query: text });
    }
    const notice = 'select count(*)::int as "número" from items where name <> $1';
    await client.query('drop table if exists nothing_here');
    expect(await client.query(notice, ['none'])).toEqual(await plain.query(notice, ['none']));
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

  it('keeps no plan for a long text, and answers it all the same', async () => {
    const before = await preparedNames(client);
    const long = `select $1::text as v /* ${'x'.repeat(MAX_CACHED_TEXT_LENGTH)} */`;
    expect((await client.query(long, ['one'])).rows).toEqual([{ v: 'one' }]);
    expect((await client.query(long, ['two'])).rows).toEqual([{ v: 'two' }]);
    expect(await preparedNames(client)).toEqual(before);
  });
});

describe('PGlite with a full plan cache', () => {
  it('keeps at most its size of plans, even for texts that arrive together, and answers the rest', async () => {
    const client = await PGlite.create('memory://');
    try {
      cachePglitePlans(client, { maxStatements: 2 });
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => client.query(`select $1::int + ${n} as v`, [10])),
      );
      expect(answers.map((answer) => answer.rows)).toEqual([11, 12, 13, 14, 15].map((v) => [{ v }]));
      expect(await preparedNames(client)).toHaveLength(2);
      expect((await client.query('select $1::int + 5 as v', [1])).rows).toEqual([{ v: 6 }]);
      expect(await preparedNames(client)).toHaveLength(2);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('prepares a text again once a change of table makes its plan unusable', async () => {
    const client = await PGlite.create('memory://');
    try {
      cachePglitePlans(client);
      await client.exec('create table t (a int); insert into t values (1)');
      const select = 'select * from t where a = $1';
      expect((await client.query(select, [1])).rows).toEqual([{ a: 1 }]);
      await client.exec('alter table t add column b int default 2');
      // PostgreSQL refuses the old plan once; the statement is prepared again on the next call.
      await client.query(select, [1]).catch(() => undefined);
      expect((await client.query(select, [1])).rows).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
