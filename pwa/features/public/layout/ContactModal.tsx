import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ThanksPanel } from '../../../components/ThanksPanel';
import { checkContactForm, CONTACT_FIELDS, type ContactField, type ContactFormInput } from '../../../../shared/validation/contactForm';
import { GraphQLRequestError } from '../../../lib/graphql';
import { sendContactForm } from '../../../data/public/site';

const EMPTY: ContactFormInput = { name: '', email: '', companyName: '', companyEmail: '', phoneNumber: '', message: '' };

// The sender's own address is their email; the company's is the organisation's, which browsers do not fill.
const AUTOCOMPLETE: Record<ContactField, string> = {
  name: 'name',
  email: 'email',
  companyName: 'organization',
  companyEmail: 'off',
  phoneNumber: 'tel',
  message: 'off',
};

/** The sponsor / advertising enquiry (spec §5): checked here first, then by the server; a thank-you when sent. */
export function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<{ field?: ContactField; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkContactForm(values);
    if (!checked.ok) {
      setError({ field: checked.error.field, message: t(checked.error.messageKey, checked.error.params) });
      return;
    }
    setSending(true);
    try {
      await sendContactForm(checked.value);
      setSent(true);
      setError(null);
    } catch (err) {
      const first = err instanceof GraphQLRequestError ? err.graphQLErrors[0] : undefined;
      const field = first?.extensions?.field;
      setError({ field: typeof field === 'string' ? (field as ContactField) : undefined, message: first?.message ?? t('errors.network') });
    } finally {
      setSending(false);
    }
  };

  const input = (field: ContactField, type = 'text') => (
    <Field.Root key={field} invalid={error?.field === field}>
      <Field.Label>{t(`public.contact.fields.${field}`)}</Field.Label>
      {field === 'message' ? (
        <Textarea name={field} value={values[field]} rows={4} onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })} />
      ) : (
        <Input
          name={field}
          type={type}
          dir={type === 'tel' || type === 'email' ? 'ltr' : undefined}
          inputMode={type === 'tel' ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE[field]}
          value={values[field]}
          onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
        />
      )}
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('public.contact.title')}</Dialog.Title>
            </Dialog.Header>
            {sent ? (
              <ThanksPanel
                title={t('public.contact.thanks')}
                text={t('public.contact.thanksText')}
                closeLabel={t('public.contact.close')}
                onClose={onClose}
                testId="contact-thanks"
              />
            ) : (
              <form onSubmit={(e) => void submit(e)} noValidate>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text color="fg.muted" fontSize="sm">
                      {t('public.contact.intro')}
                    </Text>
                    {error && (
                      <Alert.Root status="error" role="alert" data-testid="contact-error">
                        <Alert.Indicator />
                        <Alert.Title>{error.message}</Alert.Title>
                      </Alert.Root>
                    )}
                    {CONTACT_FIELDS.map((f) =>
                      input(f, f === 'email' || f === 'companyEmail' ? 'email' : f === 'phoneNumber' ? 'tel' : 'text'),
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('public.contact.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={sending}>
                    {t('public.contact.send')}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.menu.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
