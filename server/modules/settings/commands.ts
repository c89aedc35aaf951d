import type { SettingsValues } from '../../../shared/validation/settings';
import type { Db } from '../../db';
import { writeAudit, type Actor } from '../../db/audit';
import {
  CURRENT_SETTINGS_ID,
  deleteHistory,
  findHistory,
  hasSettingsRow,
  insertHistory,
  readSettings,
  writeSettings,
} from './settings.repository';

// Named commands of the settings area. Each runs in one transaction with its audit row.

/** What the audit log keeps of settings: never the pin code itself, only whether it changed. */
function auditable(values: SettingsValues) {
  const { pinCode, signature, ...rest } = values;
  return { ...rest, pinCodeSet: pinCode !== '', signature: signature ? ('dataUrl' in signature ? 'drawn' : signature.publicUrl) : null };
}

/** Saves new settings; the replaced ones are kept as a dated history entry. */
export async function settingsSaver(db: Db, props: { values: SettingsValues; actor: Actor; at?: Date }): Promise<void> {
  const at = (props.at ?? new Date()).toISOString();
  await db.transaction().execute(async (trx) => {
    const existed = await hasSettingsRow(trx);
    const { updatedAt: _u, updatedBy: _b, ...before } = await readSettings(trx);
    let historyId: string | null = null;
    if (existed) historyId = await insertHistory(trx, before, at, props.actor.id);
    await writeSettings(trx, props.values, at, props.actor.id);
    await writeAudit(trx, {
      entityName: 'settings',
      entityId: CURRENT_SETTINGS_ID,
      action: 'update',
      actor: props.actor,
      values: {
        before: existed ? auditable(before) : null,
        after: auditable(props.values),
        pinCodeChanged: before.pinCode !== props.values.pinCode,
        historyId,
      },
      at: new Date(at),
    });
  });
}

/** Deletes a past settings entry. Deleting `default` (the current settings) does nothing. */
export async function settingsHistoryDeleter(db: Db, props: { id: string; actor: Actor }): Promise<boolean> {
  if (props.id === CURRENT_SETTINGS_ID) return false;
  return db.transaction().execute(async (trx) => {
    const entry = await findHistory(trx, props.id);
    if (!entry) return false;
    await deleteHistory(trx, props.id);
    await writeAudit(trx, {
      entityName: 'settingsHistory',
      entityId: props.id,
      action: 'delete',
      actor: props.actor,
      values: auditable(entry.values),
    });
    return true;
  });
}
