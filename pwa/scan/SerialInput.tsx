import { Flex, Input, type InputProps } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../ui/toaster';
import { CameraScanner } from './CameraScanner';
import { readSerial } from '../../shared/items/serial';

interface Props {
  value: string;
  onChange(text: string): void;
  /**
   * Enter in the field (a keyboard-wedge scanner ends with it) or a camera
   * read: the serial, a warranty QR's address reduced to it first; typed text
   * that is no serial comes as typed. Without it, Enter is left to the form.
   */
  onEnter?(text: string): void;
  /** The camera as an icon button beside the field (filters), rather than a labelled button under it (forms). */
  compact?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  width?: InputProps['width'];
}

/**
 * The serial field of a form or a filter: typed, read by a keyboard-wedge
 * scanner, or read by the camera from the item's label (spec: a serial can be
 * picked by scanning it). The scan screens' bulk list is `ScannerPanel`.
 */
export function SerialInput({ value, onChange, onEnter, compact = false, autoFocus, maxLength, width }: Props) {
  const { t } = useTranslation();

  function take(text: string) {
    onChange(text);
    onEnter?.(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || !onEnter) return;
    event.preventDefault();
    take(readSerial(value) ?? value.trim());
  }

  function onCamera(text: string) {
    const serial = readSerial(text);
    if (serial) take(serial);
    else showError(t('scan.incorrect'));
  }

  const field = (
    <Input
      dir="ltr"
      width={compact ? undefined : width}
      flex={compact ? '1' : undefined}
      minWidth={compact ? '0' : undefined}
      autoFocus={autoFocus}
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={maxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  );
  const camera = <CameraScanner continuous={false} compact={compact} onText={onCamera} />;
  return compact ? (
    <Flex gap="1" wrap="wrap" alignItems="start" width={width}>
      {field}
      {camera}
    </Flex>
  ) : (
    <>
      {field}
      {camera}
    </>
  );
}
