import type { SeedDeps } from '../../db/seeding';
import { DEFAULT_SETTINGS, writeSettings } from './settings.repository';

/** Default settings (astronaut-blue, activation limit 5) and a demo pin code, not yet required. */
export async function seedSettings({ db }: SeedDeps): Promise<void> {
  await writeSettings(
    db,
    { ...DEFAULT_SETTINGS, title: 'Aqua Club', barcodeTitle: 'Aqua Club', barcodeName: 'Aqua', pinCode: '1234' },
    new Date().toISOString(),
    null,
  );
}
