import { Input, type InputProps } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyTyping, type ScanSource } from './keyboardWedge';

interface Props extends Omit<InputProps, 'onSubmit'> {
  onSubmitText(text: string, source: ScanSource): void;
}

/**
 * The text field every scan screen has: keyboard-wedge scanners type into it
 * and press Enter; people type and press Enter. Keys never leave the field,
 * so a scanner's characters cannot trigger page shortcuts.
 */
export function ScanField({ onSubmitText, ...rest }: Props) {
  const { t } = useTranslation();
  const times = useRef<number[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      const input = event.currentTarget;
      const text = input.value;
      const source = classifyTyping(times.current);
      times.current = [];
      input.value = '';
      if (text.trim()) onSubmitText(text, source);
      return;
    }
    if (event.key.length === 1) {
      if (!event.currentTarget.value) times.current = [];
      times.current.push(event.timeStamp);
    }
  }

  return (
    <Input
      name="serial"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputMode="text"
      dir="ltr"
      aria-label={t('scan.field')}
      placeholder={t('scan.placeholder')}
      onKeyDown={onKeyDown}
      {...rest}
    />
  );
}
