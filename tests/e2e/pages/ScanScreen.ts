import type { Page } from 'playwright-core';

/** Any screen built on ScannerPanel + ScanRows. */
export class ScanScreen {
  constructor(readonly page: Page) {}

  field() {
    return this.page.getByRole('textbox', { name: /Serial number|الرقم التسلسلي/ });
  }

  cameraButton() {
    return this.page.getByRole('button', { name: /Scan with camera|المسح بالكاميرا/ });
  }

  rows() {
    return this.page.getByTestId('scan-rows').locator('tbody tr');
  }

  row(serial: string) {
    return this.page.locator(`tr[data-serial="${serial}"]`);
  }

  /** Types like a keyboard-wedge scanner: fast characters, then Enter. */
  async wedge(serial: string, delayMs = 5) {
    await this.field().pressSequentially(serial, { delay: delayMs });
    await this.field().press('Enter');
  }
}
