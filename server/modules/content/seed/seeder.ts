import type { Db } from '../../../db';
import { toColumns, type EntityDef } from '../entities';
import type { SeedFiles } from './files';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** What every content type's seed step writes with: one row of a content entity, and its demo pictures. */
export class ContentSeeder {
  // Records are spread over the last months, oldest first, one hour apart, so
  // every list has a stable order.
  private clock = Date.now() - 120 * DAY;

  constructor(
    readonly db: Db,
    readonly files: SeedFiles,
  ) {}

  /** `at`: a time of its own, for the records whose date a visitor reads (news, articles, albums), days apart. */
  async insert(entity: EntityDef, values: Record<string, unknown>, published = true, at?: number): Promise<number> {
    this.clock += HOUR;
    const stamp = new Date(at ?? this.clock).toISOString();
    const row = {
      ...toColumns(entity, values),
      published: published ? 1 : 0,
      created_at: stamp,
      updated_at: stamp,
      created_by: 'seed',
      updated_by: 'seed',
    };
    const result = await this.db.insertInto(entity.table).values(row).returning('id').executeTakeFirstOrThrow();
    return Number(result.id);
  }

  img(name: string, label: string, hue: number, w?: number, h?: number): string {
    return this.files.svg(name, label, hue, w, h);
  }
}
