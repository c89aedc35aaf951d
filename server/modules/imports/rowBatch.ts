import { z } from 'zod';
import { importHashSchema } from '../../../shared/validation/iam';
import type { Db } from '../../db';
import { inGroupCommit } from '../../db/groupCommit';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validate';

// Import calls that take several rows (catalog, items): every row is checked
// again with the shared schema and its hash, and a refused row changes
// nothing while the others of the call commit. The answer is one result per
// row, in order, with the reason in the caller's language. One transaction
// (one fsync) per call, not per row; the planned import also shares it with
// the calls that arrive at the same time (server/db/groupCommit.ts). Two ways to apply rows:
// - importRows: each row inside its own savepoint (any command can be reused
//   as it is, e.g. catalogCreator);
// - importPlannedRows: every row checked first with reads only, then all the
//   accepted rows written together (a few statements per call instead of a
//   dozen per row: the item import, where volume matters).

/** Rows per call: the importer sends 10 (spec §9); the bound keeps one transaction short. */
export const MAX_IMPORT_ROWS_PER_CALL = 100;

export const IMPORT_RESULT_SDL = /* GraphQL */ `
  "One row of an import call: imported (with the new record's id) or refused with its reason, in the caller's language."
  type ImportRowResult {
    ok: Boolean!
    id: String
    error: String
  }
`;

export interface ImportRowResult {
  ok: boolean;
  id: string | null;
  error: string | null;
}

const rowsSchema = z.array(z.unknown()).min(1, 'validation.minItems').max(MAX_IMPORT_ROWS_PER_CALL, 'validation.maxItems');
// A missing hash is the spec's "import hash required", not a malformed request.
const envelope = z.object({ data: z.unknown(), importHash: z.preprocess((v) => v ?? '', importHashSchema) });
const alreadyImported = () => new AppError('BAD_USER_INPUT', 'iam.errors.importHashExisting');

/** The user's message for a refused row: "column: message" unless the message names the column itself. */
function describe(ctx: Context, error: AppError): string {
  const column = typeof error.params.path === 'string' ? error.params.path : '';
  const message = ctx.t(error.messageKey, { ...error.params, path: column });
  return column && !message.includes(column) ? `${column}: ${message}` : message;
}

interface CheckedRow<T> {
  row: T;
  importHash: string;
}

/** Each raw row: its values checked by the schema with its hash, or why not. */
function checkRows<T>(input: unknown, schema: z.ZodType<T>): Array<CheckedRow<T> | AppError> {
  return parseInput(rowsSchema, input).map((raw) => {
    try {
      const { importHash, data } = parseInput(envelope, raw);
      return { importHash, row: parseInput(schema, data) };
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  });
}

const recordHashes = (trx: Db, entityName: string, rows: Array<{ hash: string; id: string }>) =>
  rows.length
    ? trx
        .insertInto('import_hashes')
        .values(rows.map((r) => ({ entity_name: entityName, hash: r.hash, entity_id: r.id, created_at: new Date().toISOString() })))
        .execute()
    : undefined;

export interface RowImporter<T> {
  /** The entity the hashes belong to (import_hashes.entity_name). */
  entityName: string;
  schema: z.ZodType<T>;
  /** Applies one valid row inside its savepoint; answers the new record's id. Throw an AppError to refuse it. */
  apply(trx: Db, row: T): Promise<string>;
}

export async function importRows<T>(ctx: Context, input: unknown, importer: RowImporter<T>): Promise<ImportRowResult[]> {
  const checked = checkRows(input, importer.schema);
  const trx = await ctx.db.startTransaction().execute();
  try {
    const results: ImportRowResult[] = [];
    for (const entry of checked) {
      if (entry instanceof AppError) {
        results.push({ ok: false, id: null, error: describe(ctx, entry) });
        continue;
      }
      const point = await trx.savepoint('import_row').execute();
      try {
        const seen = await point
          .selectFrom('import_hashes')
          .select('hash')
          .where('entity_name', '=', importer.entityName)
          .where('hash', '=', entry.importHash)
          .executeTakeFirst();
        if (seen) throw alreadyImported();
        const id = await importer.apply(point, entry.row);
        await recordHashes(point, importer.entityName, [{ hash: entry.importHash, id }]);
        await point.releaseSavepoint('import_row').execute();
        results.push({ ok: true, id, error: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Undo the row, then drop its savepoint so the next row starts from the same depth.
        await point.rollbackToSavepoint('import_row').execute();
        await point.releaseSavepoint('import_row').execute();
        results.push({ ok: false, id: null, error: describe(ctx, error) });
      }
    }
    await trx.commit().execute();
    return results;
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
}

export interface RowPlanner<T, P> {
  entityName: string;
  schema: z.ZodType<T>;
  /** Reads only: for each row (in order), what to write, or the AppError that refuses it. Rows refused here must change nothing. */
  plan(trx: Db, rows: T[]): Promise<Array<P | AppError>>;
  /** Writes every accepted row; answers the new records' ids in the same order. */
  write(trx: Db, plans: P[]): Promise<string[]>;
}

export async function importPlannedRows<T, P>(ctx: Context, input: unknown, planner: RowPlanner<T, P>): Promise<ImportRowResult[]> {
  const checked = checkRows(input, planner.schema);
  // Calls that arrive together (the importer keeps several batches in flight) share one commit, each in its savepoint.
  return inGroupCommit(ctx.db, async (trx) => {
    const hashes = [...new Set(checked.flatMap((c) => (c instanceof AppError ? [] : [c.importHash])))];
    const seen = new Set(
      hashes.length
        ? (
            await trx
              .selectFrom('import_hashes')
              .select('hash')
              .where('entity_name', '=', planner.entityName)
              .where('hash', 'in', hashes)
              .execute()
          ).map((r) => r.hash)
        : [],
    );
    // A hash met earlier in this call counts as imported too.
    const fresh = checked.map((c) =>
      c instanceof AppError ? c : seen.has(c.importHash) ? alreadyImported() : (seen.add(c.importHash), c),
    );
    const candidates = fresh.filter((c): c is CheckedRow<T> => !(c instanceof AppError));
    const plans = await planner.plan(
      trx,
      candidates.map((c) => c.row),
    );
    const accepted = candidates.flatMap((c, i) => (plans[i] instanceof AppError ? [] : [{ candidate: c, plan: plans[i] as P }]));
    const ids = accepted.length
      ? await planner.write(
          trx,
          accepted.map((a) => a.plan),
        )
      : [];
    await recordHashes(
      trx,
      planner.entityName,
      accepted.map((a, i) => ({ hash: a.candidate.importHash, id: ids[i] as string })),
    );
    const idOf = new Map(accepted.map((a, i) => [a.candidate, ids[i] as string]));
    const refusal = new Map(candidates.flatMap((c, i) => (plans[i] instanceof AppError ? [[c, plans[i] as AppError] as const] : [])));
    return fresh.map((c): ImportRowResult => {
      const error = c instanceof AppError ? c : refusal.get(c);
      return error
        ? { ok: false, id: null, error: describe(ctx, error) }
        : { ok: true, id: idOf.get(c as CheckedRow<T>) ?? null, error: null };
    });
  });
}
