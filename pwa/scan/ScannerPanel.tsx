import { Button, Checkbox, Collapsible, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/locales';
import { CameraScanner } from './CameraScanner';
import { createScanDeduper } from './dedupe';
import { scanFeedback } from './feedback';
import type { ScanSource } from './keyboardWedge';
import { ScanField } from './ScanField';
import { readSerial } from '../../shared/items/serial';

export interface ScannerPanelProps {
  /** A valid serial from the camera, a scanner or typing. */
  onSerial(serial: string, source: ScanSource): void;
  /** A pasted list's valid serials, all at once (one lookup, one outbox write); without it each goes to onSerial. */
  onSerials?(serials: string[], source: ScanSource): void;
  /** Text that holds no serial ("Incorrect serial number or QR code"). */
  onInvalid?(text: string): void;
  autoFocus?: boolean;
  /** Offer to paste a list of serials (off where the screen has its own list field). */
  pasting?: boolean;
}

/**
 * The one scanning interface of every screen that takes serials: camera,
 * keyboard-wedge scanner, typing and a pasted list all end in the same
 * `onSerial`. The camera keeps scanning after each hit (sound or vibration,
 * scan/feedback.ts) and a running count says how many distinct serials were
 * taken: a re-read is not counted again (the screen's row marks it instead).
 */
export function ScannerPanel({ onSerial, onSerials, onInvalid, autoFocus = true, pasting = true }: ScannerPanelProps) {
  const { t, i18n } = useTranslation();
  const [continuous, setContinuous] = useState(true);
  const [taken, setTaken] = useState(0);
  const distinct = useRef(new Set<string>());
  const count = (serials: readonly string[]) => {
    for (const serial of serials) distinct.current.add(serial);
    setTaken(distinct.current.size);
  };
  const [pasted, setPasted] = useState('');
  const accept = useMemo(() => createScanDeduper(2000), []);

  function take(text: string, source: ScanSource) {
    const serial = readSerial(text);
    if (!serial) {
      scanFeedback(false);
      onInvalid?.(text);
      return;
    }
    if (source === 'camera' && !accept(serial)) return;
    scanFeedback(true);
    count([serial]);
    onSerial(serial, source);
  }

  function addPasted() {
    const lines = pasted.split(/[\s,;]+/).filter((line) => line.trim());
    setPasted('');
    if (!onSerials) {
      for (const line of lines) take(line, 'manual');
      return;
    }
    const serials: string[] = [];
    for (const line of lines) {
      const serial = readSerial(line);
      if (serial) serials.push(serial);
      else onInvalid?.(line);
    }
    scanFeedback(serials.length > 0);
    if (!serials.length) return;
    count(serials);
    onSerials(serials, 'manual');
  }

  return (
    <Stack gap="3">
      <ScanField autoFocus={autoFocus} onSubmitText={take} />
      <CameraScanner continuous={continuous} onText={(text) => take(text, 'camera')} />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Checkbox.Root checked={continuous} onCheckedChange={(e) => setContinuous(e.checked === true)} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('scan.continuous')}</Checkbox.Label>
        </Checkbox.Root>
        {taken > 0 && (
          <Text fontSize="sm" fontWeight="medium" aria-live="polite" data-testid="scan-count">
            {t('scan.taken', { count: taken, formatted: formatNumber(taken, i18n.language) })}
          </Text>
        )}
      </HStack>
      {pasting && (
        <Collapsible.Root>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" alignSelf="start" minH="11">
              {t('scan.pasteList')}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack gap="2" pt="2">
              <Textarea
                dir="ltr"
                rows={4}
                value={pasted}
                aria-label={t('scan.pasteList')}
                placeholder={t('scan.pasteHint')}
                onChange={(e) => setPasted(e.currentTarget.value)}
              />
              <Button size="sm" minH="11" alignSelf="start" onClick={addPasted} disabled={!pasted.trim()}>
                {t('scan.addPasted')}
              </Button>
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
    </Stack>
  );
}
