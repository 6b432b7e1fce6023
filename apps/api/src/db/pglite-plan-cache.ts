import { messages, type PGlite, protocol, type Results, types } from '@electric-sql/pglite';

/**
 * Named prepared statements for PGlite, so a query the app sends again and again is parsed and planned once.
 *
 * PGlite's `query()` sends every statement as the unnamed one (Parse, Describe, Bind, Describe, Execute, Sync):
 * PostgreSQL parses and plans it again on each call. Planning is most of the cost of a short query — for the
 * session lookup behind every signed-in request (a join of two tables) about three quarters of it, measured with
 * bench/api.mjs and a CPU profile. Drizzle builds its SQL with parameters, so the same query always has the same
 * text: this keeps one named statement per text (Parse and Describe once), then runs it with Bind, Describe,
 * Execute and Sync, as node-postgres does for named queries. PostgreSQL's plan cache chooses between custom and
 * generic plans, and re-plans by itself when a table the statement uses changes (migrations).
 *
 * Only `query()` outside a transaction goes through here (what Drizzle sends on the database handle); a
 * transaction's queries, `exec()` and everything else are PGlite's own. Its answers are read from PGlite's raw
 * output (see `readAnswer`), which PGlite's own `listen()` callbacks never see: a `pg_notify` sent through
 * `query()` does not reach them (the app listens on PostgreSQL only, through its pool). Texts past
 * {@link MAX_STATEMENTS} (a query with a variable number of parameters, say) and texts longer than
 * {@link MAX_CACHED_TEXT_LENGTH} run unnamed, planned each time, as PGlite would.
 */
export const MAX_STATEMENTS = 500;

/**
 * The longest text kept as a named statement. A plan held by PostgreSQL costs memory in proportion to its query:
 * Explore's ranked search (tens of kilobytes of SQL, a different text for each combination of filters) holds about
 * 1 MB per statement, 2 MB once PostgreSQL keeps a generic plan, and would fill the cache with a gigabyte that is
 * never given back. The everyday reads the cache is for are a few hundred characters to 3 KB.
 */
export const MAX_CACHED_TEXT_LENGTH = 4_096;

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred (ParameterDescription), to serialize the values. */
  parameterTypes: number[];
}

const encoder = new TextEncoder();

/** A frontend message: type byte, int32 length (itself included), body. */
function message(type: string, parts: Uint8Array[]): Uint8Array {
  const length = 4 + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let offset = 5;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function cString(value: string): Uint8Array {
  return encoder.encode(`${value}\0`);
}

function int16(value: number): Uint8Array {
  const out = new Uint8Array(2);
  new DataView(out.buffer).setInt16(0, value);
  return out;
}

function int32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, value);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Parse: a named statement, parameter types left to PostgreSQL. */
function parse(name: string, text: string): Uint8Array {
  return message('P', [cString(name), cString(text), int16(0)]);
}

function describe(kind: 'S' | 'P', name: string): Uint8Array {
  return message('D', [encoder.encode(kind), cString(name)]);
}

/** Bind the unnamed portal to a named statement; every value and every result column in text format. */
function bind(statement: string, values: (string | Uint8Array | null)[]): Uint8Array {
  const parts: Uint8Array[] = [cString(''), cString(statement), int16(0), int16(values.length)];
  for (const value of values) {
    if (value === null) {
      parts.push(int32(-1));
    } else {
      const bytes = typeof value === 'string' ? encoder.encode(value) : value;
      parts.push(int32(bytes.length), bytes);
    }
  }
  parts.push(int16(0));
  return message('B', parts);
}

const DESCRIBE_PORTAL = describe('P', '');
const EXECUTE = message('E', [cString(''), int32(0)]);
const SYNC = message('S', []);

/** One statement's answer, as read from the backend's bytes: its columns, its rows in text, its command tag. */
interface Answer {
  fields: { name: string; dataTypeID: number }[];
  rows: (string | null)[][];
  command: string | undefined;
}

/**
 * Reads the backend's answer to Bind, Describe, Execute and Sync straight from its bytes. PGlite's protocol
 * parser copies the buffer for each field it reads (an `ArrayBuffer` slice, then a `TextDecoder` call) behind
 * private fields: about 2 µs a value, most of the cost of a list of forty conversations. Here a value is one
 * UTF-8 decoding of a slice of the buffer. An error is read by PGlite's own parser, so it is PGlite's
 * `DatabaseError`, fields and all; the other messages of the exchange (BindComplete, NoData, notices,
 * ReadyForQuery) carry nothing a result needs.
 */
function readAnswer(raw: Uint8Array): Answer {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const answer: Answer = { fields: [], rows: [], command: undefined };
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset];
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    let at = offset + 5;
    if (type === 0x44 /* D: DataRow */) {
      const count = bytes.readInt16BE(at);
      at += 2;
      const row: (string | null)[] = new Array(count);
      for (let index = 0; index < count; index++) {
        const length = bytes.readInt32BE(at);
        at += 4;
        if (length < 0) row[index] = null;
        else {
          row[index] = bytes.toString('utf8', at, at + length);
          at += length;
        }
      }
      answer.rows.push(row);
    } else if (type === 0x54 /* T: RowDescription */) {
      const count = bytes.readInt16BE(at);
      at += 2;
      for (let index = 0; index < count; index++) {
        const nameEnd = bytes.indexOf(0, at);
        const name = bytes.toString('utf8', at, nameEnd);
        // Table OID (4), column number (2), type OID (4), size (2), modifier (4), format (2).
        const dataTypeID = bytes.readInt32BE(nameEnd + 7);
        at = nameEnd + 19;
        answer.fields.push({ name, dataTypeID });
      }
    } else if (type === 0x43 /* C: CommandComplete */) {
      answer.command = bytes.toString('utf8', at, end - 1);
    } else if (type === 0x45 /* E: ErrorResponse */) {
      throw databaseError(raw);
    }
    offset = end;
  }
  return answer;
}

/** The error of an answer, as PGlite's own parser builds it. */
function databaseError(raw: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(raw, (message) => {
    if (!error && message instanceof messages.DatabaseError) error = message;
  });
  return error ?? new Error('The database answered with an error it did not describe.');
}

/** What PGlite's own `query()` answers for a statement (its `parseResults`, for one statement). */
function toResults<T>(
  answer: Answer,
  defaultParsers: PGlite['parsers'],
  options: QueryOptions | undefined,
): Results<T> {
  // PGlite merges the two tables into a new object on every query (hundreds of array types): looked up in
  // turn instead, the query's own parsers first.
  const overrides = options?.parsers;
  const { fields } = answer;
  const parsers = fields.map(({ dataTypeID }) => {
    const parser = overrides?.[dataTypeID] ?? defaultParsers[dataTypeID];
    return parser
      ? (value: string) => parser(value, dataTypeID)
      : (value: string) => types.parseType(value, dataTypeID);
  });
  const arrays = options?.rowMode === 'array';
  const rows = answer.rows.map((row) => {
    const values = row.map((value, index) => {
      const parse = parsers[index];
      return value === null || !parse ? value : parse(value);
    });
    return arrays ? values : Object.fromEntries(values.map((value, index) => [fields[index]?.name, value]));
  });
  let affectedRows = 0;
  let rowCount: number | undefined;
  const { command: tag } = answer;
  const parts = tag?.split(' ') ?? [];
  const command = parts[0];
  if (tag !== undefined) {
    const count = Number.parseInt(parts[parts.length - 1] ?? '', 10);
    if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '')) affectedRows += count;
    if (!Number.isNaN(count)) rowCount = count;
  }
  return {
    rows: rows as T[],
    fields,
    ...(command === undefined ? {} : { command }),
    affectedRows,
    ...(rowCount === undefined ? {} : { rowCount }),
  };
}

const cachingClients = new WeakSet<PGlite>();

/**
 * Makes `client.query()` keep a named, planned statement per query text (see above). Call once, right after
 * the client is created.
 */
export function cachePglitePlans(
  client: PGlite,
  { maxStatements = MAX_STATEMENTS }: { maxStatements?: number } = {},
): void {
  // A client wrapped twice (the test helpers reuse one for several handles) keeps the one cache it has.
  if (cachingClients.has(client)) return;
  cachingClients.add(client);
  const statements = new Map<string, Statement>();
  let named = 0;
  const original = client.query.bind(client);
  const noSync = { syncToFs: false };

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    let answer: Answer = { fields: [], rows: [], command: undefined };
    // Whether the Sync went out with the statement (it ends the extended-protocol exchange, error or not).
    let synced = false;
    try {
      let statement = statements.get(text);
      if (!statement) {
        // Counted under the lock, so concurrent first calls cannot take the cache past its size; a text that does
        // not fit runs as the unnamed statement, replaced by the next one.
        const kept = statements.size < maxStatements && text.length <= MAX_CACHED_TEXT_LENGTH;
        if (kept) named += 1;
        const name = kept ? `medhire_plan_${named}` : '';
        await client.execProtocolStream(parse(name, text), noSync);
        const described = await client.execProtocolStream(describe('S', name), noSync);
        const parameters = described.find(
          (item): item is messages.ParameterDescriptionMessage =>
            item instanceof messages.ParameterDescriptionMessage,
        );
        statement = { name, parameterTypes: parameters?.dataTypeIDs ?? [] };
        if (kept) statements.set(text, statement);
      }
      const { parameterTypes } = statement;
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const oid = parameterTypes[index] ?? 0;
        const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
        const value: unknown = serialize ? serialize(param) : param;
        return value instanceof Uint8Array ? value : String(value);
      });
      // Bind, Describe, Execute and Sync in one call into PGlite rather than four.
      synced = true;
      // The raw stream: PGlite's other calls also run its own parser over every answer, whatever they return.
      const chunks: Uint8Array[] = [];
      await client.execProtocolRawStream(
        concat([bind(statement.name, values), DESCRIBE_PORTAL, EXECUTE, SYNC]),
        {
          ...noSync,
          // A view of PGlite's memory, reused by the next call: copied.
          onRawData: (chunk) => chunks.push(chunk.slice()),
        },
      );
      answer = readAnswer(chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks));
    } catch (error) {
      // As PGlite's own query(): the error carries the statement and its values.
      if (error instanceof messages.DatabaseError) {
        Object.assign(error, { query: text, params });
        // "cached plan must not change result type": a table the statement reads changed its columns. The next
        // call prepares the text again under a new name.
        if (error.code === '0A000') statements.delete(text);
      }
      throw error;
    } finally {
      if (!synced) await client.execProtocolStream(SYNC, noSync);
    }
    await client.syncToFs();
    return toResults<T>(answer, client.parsers, options);
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob) {
      return original<T>(text, params, options);
    }
    await client._checkReady();
    // The same two locks as PGlite's query(): no statement runs while a transaction holds the client.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<T>(text, params, options)),
    );
  };
}
