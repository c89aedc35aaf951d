import i18n from 'i18next';
import { getAccessToken, onAccessTokenChange } from '../accessToken';
import { restoreAccessToken, send as sendDocument } from '../request';
import type { Send } from '../sync/api';
import { startSyncEngine, type SyncEngine } from '../sync/engine';
import { forgetSyncState } from '../sync/status';
import { PUSH_TIMEOUT_MS } from '../sync/timing';
import { forgetItemIndex } from './itemIndex';
import { indexItems } from './items';
import { adoptOldStores } from './legacyStores';
import { onQueued } from './outbox';
import { unwatchPending, watchPending } from './pending';
import { defineDeviceStore, deviceStoreName, writeMeta, type DeviceStore } from './store';

// One account's device data, opened for as long as that account is signed in on the page (LocalDataProvider): its
// store (with whatever the older layout left, adopted once), the in-memory indexes the scan screens read, and its
// sync engine. Loaded on demand: a visitor of the public site never downloads it.

export interface DeviceRuntime {
  store: DeviceStore;
  engine: SyncEngine;
  close(): Promise<void>;
}

/** The engine's calls: the session's token and one refresh, no retries (the engine retries on its own schedule). */
const send: Send = (document, variables) =>
  sendDocument(document, variables as Record<string, unknown>, { timeoutMs: PUSH_TIMEOUT_MS, retry: false });

export async function openDeviceRuntime(userId: string, { watches }: { watches: boolean }): Promise<DeviceRuntime> {
  const store = defineDeviceStore(deviceStoreName(userId));
  await store.open();
  try {
    await adoptOldStores(store, userId);
  } catch {
    // An old database that cannot be read is left where it is; the next start tries again (it is not marked adopted).
  }
  // Queued actions are the seller's work: ask the browser not to evict them.
  void navigator.storage?.persist?.().catch(() => undefined);
  void indexItems(store);
  watchPending(store);
  // The service worker's pushes ask for answers in the seller's language (it has no page to read it from).
  const keepLanguage = (language: string) => void writeMeta(store, 'language', { value: language }).catch(() => undefined);
  keepLanguage(i18n.language || 'ar');
  i18n.on('languageChanged', keepLanguage);
  const restore = async () => {
    const token = getAccessToken();
    return token ?? restoreAccessToken();
  };
  const engine = startSyncEngine(store, {
    send,
    token: getAccessToken,
    refresh: async () => {
      const token = await restoreAccessToken();
      return token === 'offline' ? null : token;
    },
    restore,
    onToken: (listener) => onAccessTokenChange(() => listener()),
    language: () => i18n.language || 'ar',
    watches,
  });
  const offQueued = onQueued((queuedIn) => queuedIn === store && engine.push());
  return {
    store,
    engine,
    async close() {
      offQueued();
      i18n.off('languageChanged', keepLanguage);
      await engine.stop();
      unwatchPending(store);
      forgetItemIndex(store.name);
      forgetSyncState(store.name);
      store.close();
    },
  };
}
