import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster';

/** The toasts on screen; loaded by Toaster (./toaster.tsx) when the first one is created. */
export default function ToasterView() {
  const dir = useTranslation().i18n.dir();
  // `top-end` is the top left in Arabic through the region's `dir`: zag places the region with `inset-inline-end`
  // for `top-end` in its own left-to-right (given an Arabic locale it turns `end` into left and then uses
  // `inset-inline-start`, which a right-to-left region puts on the right again). The toasts read in the language.
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} dir={dir}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} dir={dir} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
