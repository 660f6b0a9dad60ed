import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../client.ts";

/** PostgreSQL array element types the bulk inserter knows how to send. */
export type PgElementType = "int2" | "int4" | "int8" | "text" | "bool" | "date" | "float8" | "jsonb";

export type CellValue = string | number | boolean | null;

export interface ColumnSpec {
  /** Column name in the database (snake_case). */
  name: string;
  type: PgElementType;
  /**
   * Optional SQL type the unnested value is cast to before insertion, e.g. "text[]" for an
   * array column sent as array literals ("{NEW,ECO}") — unnest would flatten a real 2-D array.
   */
  castTo?: string;
}

/** Rows per INSERT statement: big enough to amortise a round trip, small enough for PGlite. */
export const DEFAULT_CHUNK_ROWS = 5000;

const IDENT = /^[a-z_][a-z0-9_]*$/;
const CAST = /^[a-z_][a-z0-9_ ]*(\[\])?$/;

/**
 * Collects rows column by column and writes them with
 * `INSERT INTO t (a, b) SELECT a, b FROM unnest($1::int4[], $2::text[]) AS u(a, b)`:
 * one statement and one parameter per column however many rows, which is much faster than
 * multi-row VALUES and never reaches the 65,535-parameter limit.
 */
export class BulkInserter {
  readonly table: string;
  private readonly columns: readonly ColumnSpec[];
  private buffers: CellValue[][];
  private readonly chunkRows: number;
  /** Rows written so far. */
  written = 0;

  constructor(table: string, columns: readonly ColumnSpec[], chunkRows = DEFAULT_CHUNK_ROWS) {
    if (!IDENT.test(table)) throw new Error(`bad table name: ${table}`);
    for (const c of columns) {
      if (!IDENT.test(c.name)) throw new Error(`bad column name: ${c.name}`);
      if (c.castTo !== undefined && !CAST.test(c.castTo)) throw new Error(`bad cast: ${c.castTo}`);
    }
    this.table = table;
    this.columns = columns;
    this.chunkRows = chunkRows;
    this.buffers = columns.map(() => []);
  }

  /** Rows waiting to be written. */
  get pending(): number {
    return this.buffers[0]?.length ?? 0;
  }

  /** Adds one row; values in the order of the column specs. */
  push(...values: CellValue[]): void {
    if (values.length !== this.columns.length) {
      throw new Error(`${this.table}: expected ${this.columns.length} values, got ${values.length}`);
    }
    for (let i = 0; i < values.length; i++) (this.buffers[i] as CellValue[]).push(values[i] as CellValue);
  }

  /** Writes everything buffered, in statements of at most `chunkRows` rows. */
  async flush(tx: DbOrTx): Promise<void> {
    const total = this.pending;
    if (total === 0) return;
    const buffers = this.buffers;
    this.buffers = this.columns.map(() => []);
    for (let start = 0; start < total; start += this.chunkRows) {
      const end = Math.min(total, start + this.chunkRows);
      const slices = buffers.map((b) => (start === 0 && end === total ? b : b.slice(start, end)));
      await tx.execute(this.statement(slices));
      this.written += end - start;
    }
  }

  private statement(slices: CellValue[][]): SQL {
    const names = this.columns.map((c) => `"${c.name}"`).join(", ");
    const aliases = this.columns.map((c) => c.name).join(", ");
    const selected = this.columns
      .map((c) => (c.castTo ? `${c.name}::${c.castTo}` : c.name))
      .join(", ");
    const args = sql.join(
      this.columns.map((c, i) => sql`${sql.param(slices[i])}::${sql.raw(c.type)}[]`),
      sql`, `,
    );
    return sql`INSERT INTO ${sql.raw(`"${this.table}"`)} (${sql.raw(names)}) SELECT ${sql.raw(
      selected,
    )} FROM unnest(${args}) AS u(${sql.raw(aliases)})`;
  }
}

/** Sets a serial column's sequence after rows were inserted with explicit ids. */
export async function syncSequence(tx: DbOrTx, table: string, column = "id"): Promise<void> {
  if (!IDENT.test(table) || !IDENT.test(column)) throw new Error(`bad identifier: ${table}.${column}`);
  await tx.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), ` +
        `COALESCE((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
    ),
  );
}
