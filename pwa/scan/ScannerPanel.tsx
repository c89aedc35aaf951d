import { Checkbox, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner } from './CameraScanner';
import { createScanDeduper } from './dedupe';
import { scanFeedback } from './feedback';
import type { ScanSource } from './keyboardWedge';
import { ScanField } from './ScanField';
import { extractSerial } from './serial';

export interface ScannerPanelProps {
  /** A valid serial from the camera, a scanner or typing. */
  onSerial(serial: string, source: ScanSource): void;
  /** Text that holds no serial ("Incorrect serial number or QR code"). */
  onInvalid?(text: string): void;
  autoFocus?: boolean;
}

/**
 * The one scanning interface of every screen that takes serials: camera,
 * keyboard-wedge scanner and typing all end in the same `onSerial`.
 */
export function ScannerPanel({ onSerial, onInvalid, autoFocus = true }: ScannerPanelProps) {
  const { t } = useTranslation();
  const [continuous, setContinuous] = useState(true);
  const accept = useMemo(() => createScanDeduper(2000), []);

  function take(text: string, source: ScanSource) {
    const serial = extractSerial(text);
    if (!serial) {
      scanFeedback(false);
      onInvalid?.(text);
      return;
    }
    if (source === 'camera' && !accept(serial)) return;
    scanFeedback(true);
    onSerial(serial, source);
  }

  return (
    <Stack gap="3">
      <ScanField autoFocus={autoFocus} onSubmitText={take} />
      <CameraScanner continuous={continuous} onText={(text) => take(text, 'camera')} />
      <Checkbox.Root checked={continuous} onCheckedChange={(e) => setContinuous(e.checked === true)} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('scan.continuous')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
