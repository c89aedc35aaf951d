import { z } from 'zod';
import { importHashSchema } from '../../../shared/validation/iam';
import type { Db } from '../../db';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validate';

// Import calls that take several rows (catalog, items): every row is checked
// again with the shared schema and applied inside its own savepoint, so a
// failing row changes nothing and the others of the call still commit. The
// answer is one result per row, in order, with the reason in the caller's
// language. One transaction (one fsync) per call, not per row.

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

/** The user's message for a refused row: "column: message" unless the message names the column itself. */
function describe(ctx: Context, error: AppError): string {
  const column = typeof error.params.path === 'string' ? error.params.path : '';
  const message = ctx.t(error.messageKey, { ...error.params, path: column });
  return column && !message.includes(column) ? `${column}: ${message}` : message;
}

export interface RowImporter<T> {
  /** The entity the hashes belong to (import_hashes.entity_name). */
  entityName: string;
  schema: z.ZodType<T>;
  /** Applies one valid row inside the savepoint's transaction; answers the new record's id. Throw an AppError to refuse it. */
  apply(trx: Db, row: T): Promise<string>;
}

export async function importRows<T>(ctx: Context, input: unknown, importer: RowImporter<T>): Promise<ImportRowResult[]> {
  const rows = parseInput(rowsSchema, input);
  const trx = await ctx.db.startTransaction().execute();
  try {
    const results: ImportRowResult[] = [];
    for (const raw of rows) {
      const point = await trx.savepoint('import_row').execute();
      try {
        const { importHash, data } = parseInput(envelope, raw);
        const row = parseInput(importer.schema, data);
        const seen = await point.selectFrom('import_hashes').select('hash').where('entity_name', '=', importer.entityName).where('hash', '=', importHash).executeTakeFirst();
        if (seen) throw new AppError('BAD_USER_INPUT', 'iam.errors.importHashExisting');
        const id = await importer.apply(point, row);
        await point.insertInto('import_hashes').values({ entity_name: importer.entityName, hash: importHash, entity_id: id, created_at: new Date().toISOString() }).execute();
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
