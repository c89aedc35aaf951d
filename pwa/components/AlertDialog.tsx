import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  /** What is at stake: a sentence, or a field (the pin code). */
  children: ReactNode;
  /** The action's own words ("Delete", "Confirm"). */
  confirmLabel: string;
  /** Defaults to the lists' "Cancel". */
  cancelLabel?: string;
  confirmDisabled?: boolean;
  onConfirm(): void;
  /** Cancel, Escape or a click outside. */
  onCancel(): void;
}

/**
 * The one dialog that asks before something that cannot be undone (delete,
 * discard an import): a title, what is at stake, Cancel and the action in
 * red. It is a form, so Enter in a field confirms.
 */
export function AlertDialog({ open, title, children, confirmLabel, cancelLabel, confirmDisabled, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              if (!confirmDisabled) onConfirm();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel ?? t('list.cancel')}
              </Button>
              <Button type="submit" colorPalette="red" disabled={confirmDisabled}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The promise behind a dialog: `ask()` opens it and resolves with what `answer()` is given, which closes it. */
export function useAnswer<T>(): { open: boolean; ask(): Promise<T>; answer(value: T): void } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: T) => void) | null>(null);
  const ask = useCallback(() => {
    setOpen(true);
    return new Promise<T>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const answer = useCallback((value: T) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  }, []);
  return { open, ask, answer };
}
