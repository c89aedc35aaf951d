import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// PostgreSQL only: change numbers from a sequence with a visibility watermark,
// not the counter row, whose lock was held to commit and so let one push apply
// at a time across every process (docs/decisions.md "Change numbers on
// PostgreSQL"). SQLite has one writer and keeps the counter row.
//
// Advisory keys (two int4, so objsubid 2 in pg_locks; Kysely's migration lock
// uses the single bigint form, objsubid 1): class 20211 is change numbers, its
// key 0 the allocation gate and key n "a transaction holding change n is still
// open"; class 20212 is what a pushed batch locks (its action ids and serials).
// Numbers are int4 like every sync_seq column, so a number is its own key.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create sequence sync_changes_seq as integer minvalue 1`.execute(db);
  await sql`select setval('sync_changes_seq', greatest(value, 1), value > 0) from sync_counters where name = 'changes'`.execute(db);
  // Takes n consecutive numbers; returns the last. The gate (exclusive, for microseconds) makes
  // "number taken" and "its lock held" one step to the watermark reader, and keeps a block
  // contiguous. Only the block's first number is locked: the watermark is a minimum, and every
  // later number of the transaction is above it. The lock is transaction-scoped, so it goes with
  // the commit or abort (or the connection), and PostgreSQL releases locks only after the commit
  // is visible to new snapshots (xact.c: ProcArrayEndTransaction before ResourceOwnerRelease).
  await sql`
    create function sync_take_seqs(n integer) returns integer language plpgsql as $$
    declare first integer;
    begin
      perform pg_advisory_lock(20211, 0);
      begin
        first := nextval('sync_changes_seq');
        if n > 1 then perform setval('sync_changes_seq', first + n - 1); end if;
        perform pg_advisory_xact_lock(20211, first);
      exception when others or query_canceled then
        -- A session lock outlives the failed transaction: never leave the gate taken.
        perform pg_advisory_unlock(20211, 0);
        raise;
      end;
      perform pg_advisory_unlock(20211, 0);
      return first + n - 1;
    end $$`.execute(db);
  // Every change numbered below it is committed (or rolled back): the lowest number an open
  // transaction holds, else one past the last number taken. A pull serves only changes below it.
  await sql`
    create function sync_watermark() returns integer language plpgsql as $$
    declare last integer; called boolean; low bigint;
    begin
      perform pg_advisory_lock(20211, 0);
      begin
        select last_value, is_called into last, called from sync_changes_seq;
        select min(objid::bigint) into low from pg_locks
          where locktype = 'advisory' and classid = 20211 and objsubid = 2 and objid <> 0
            and database = (select oid from pg_database where datname = current_database());
      exception when others or query_canceled then
        perform pg_advisory_unlock(20211, 0);
        raise;
      end;
      perform pg_advisory_unlock(20211, 0);
      return least(low, case when called then last::bigint + 1 else last::bigint end)::integer;
    end $$`.execute(db);
  // A pushed batch's keys, each hashed to a lock of class 20212 held to commit, taken in one
  // order (sorted hashes) so two batches never wait on each other crosswise.
  await sql`
    create function sync_lock_keys(keys text[]) returns void language plpgsql as $$
    declare h integer;
    begin
      for h in select distinct hashtext(k) from unnest(keys) k order by 1 loop
        perform pg_advisory_xact_lock(20212, h);
      end loop;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`update sync_counters set value = (select last_value from sync_changes_seq) where name = 'changes'`.execute(db);
  await sql`drop function sync_lock_keys(text[])`.execute(db);
  await sql`drop function sync_watermark()`.execute(db);
  await sql`drop function sync_take_seqs(integer)`.execute(db);
  await sql`drop sequence sync_changes_seq`.execute(db);
}
