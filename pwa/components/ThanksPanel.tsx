import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';

/** The "submitted" state of a public form dialog: a check mark, the thanks, and a close button. */
export function ThanksPanel({
  title,
  text,
  closeLabel,
  onClose,
  testId,
}: {
  title: string;
  text: string;
  closeLabel: string;
  onClose(): void;
  testId: string;
}) {
  return (
    <Dialog.Body>
      <Stack align="center" textAlign="center" gap="3" py="6" data-testid={testId}>
        <CheckCircle2 size={48} aria-hidden color="var(--chakra-colors-green-solid)" />
        <Text fontSize="xl" fontWeight="bold" role="status">
          {title}
        </Text>
        <Text color="fg.muted">{text}</Text>
        <Button onClick={onClose}>{closeLabel}</Button>
      </Stack>
    </Dialog.Body>
  );
}
