// ZPL straight to a USB label printer through WebUSB (Chromium): the browser's
// chooser lists printer-class devices (USB class 7), and the file goes to the
// printer interface's bulk OUT endpoint, as the printer's own driver would send it.

const PRINTER_CLASS = 7;
/** Bytes per transfer: small enough for any printer's buffer handshake, large enough to be quick. */
const CHUNK = 16 * 1024;

export type UsbFailure = 'cancelled' | 'noEndpoint' | 'failed';

export class UsbPrinterError extends Error {
  constructor(
    readonly reason: UsbFailure,
    options?: ErrorOptions,
  ) {
    super(`USB printer: ${reason}`, options);
  }
}

export function usbAvailable(): boolean {
  return typeof navigator !== 'undefined' && navigator.usb !== undefined;
}

/** The interface and bulk OUT endpoint to write to: a printer-class interface's first, else any interface's. */
function bulkOut(configuration: USBConfiguration) {
  const candidates = configuration.interfaces.flatMap((iface) =>
    iface.alternates.flatMap((alternate) =>
      alternate.endpoints
        .filter((endpoint) => endpoint.direction === 'out' && endpoint.type === 'bulk')
        .map((endpoint) => ({ iface, alternate, endpoint })),
    ),
  );
  return candidates.find((c) => c.alternate.interfaceClass === PRINTER_CLASS) ?? candidates[0];
}

/** Asks the user for the printer, then sends it the bytes. Throws UsbPrinterError with the reason. */
export async function sendToUsbPrinter(data: Uint8Array<ArrayBuffer>): Promise<void> {
  if (!navigator.usb) throw new UsbPrinterError('failed');
  let device: USBDevice;
  try {
    device = await navigator.usb.requestDevice({ filters: [{ classCode: PRINTER_CLASS }] });
  } catch (error) {
    // NotFoundError: the chooser was closed without a device.
    throw new UsbPrinterError(error instanceof DOMException && error.name === 'NotFoundError' ? 'cancelled' : 'failed', { cause: error });
  }
  try {
    if (!device.opened) await device.open();
    if (!device.configuration) await device.selectConfiguration(1);
    const target = device.configuration ? bulkOut(device.configuration) : undefined;
    if (!target) throw new UsbPrinterError('noEndpoint');
    await device.claimInterface(target.iface.interfaceNumber);
    if (target.alternate.alternateSetting !== 0)
      await device.selectAlternateInterface(target.iface.interfaceNumber, target.alternate.alternateSetting);
    for (let at = 0; at < data.length; at += CHUNK) {
      const result = await device.transferOut(target.endpoint.endpointNumber, data.subarray(at, at + CHUNK));
      if (result.status !== 'ok') throw new UsbPrinterError('failed');
    }
    await device.releaseInterface(target.iface.interfaceNumber);
  } catch (error) {
    throw error instanceof UsbPrinterError ? error : new UsbPrinterError('failed', { cause: error });
  } finally {
    await device.close().catch(() => undefined);
  }
}
