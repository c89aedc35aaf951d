import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ThanksPanel } from '../../components/ThanksPanel';
import { toLatinDigits } from '../../../shared/validation/user';
import { applicationInputSchema, DISTRIBUTOR_TYPES } from '../../../shared/validation/seller';
import { sendDistributorApplication } from '../../data/members';
import { GraphQLRequestError } from '../../lib/graphql';
import { checkWith, ERROR_TEXT_COLOR, messageOf, ProblemAlert, TextField } from './fields';

const FIELDS = ['name', 'email', 'phoneNumber', 'city'] as const;
type Values = Record<(typeof FIELDS)[number] | 'distributorType', string>;
const EMPTY: Values = { name: '', email: '', phoneNumber: '', city: '', distributorType: '' };
const INPUT: Record<(typeof FIELDS)[number], { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
  city: { type: 'text', autoComplete: 'address-level2' },
};

/**
 * "Become a distributor" (back-office spec, Application entity): checked with
 * the same schema the server's applicationCreate runs, then a thank-you. The
 * request appears under Distributors → Join Requests.
 */
export function DistributorForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const labels = Object.fromEntries([...FIELDS, 'distributorType'].map((f) => [f, t(`members.distributor.fields.${f}`)]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(
      applicationInputSchema,
      { ...values, phoneNumber: toLatinDigits(values.phoneNumber), distributorType: values.distributorType || undefined },
      t,
      labels,
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem(null);
      return;
    }
    setErrors({});
    setProblem(null);
    setSending(true);
    try {
      await sendDistributorApplication(checked.value);
      setSent(true);
    } catch (error) {
      const fields = error instanceof GraphQLRequestError ? error.graphQLErrors[0]?.extensions?.fields : undefined;
      const first = fields && typeof fields === 'object' ? Object.keys(fields)[0] : undefined;
      if (first && first in labels) setErrors({ [first]: messageOf(error, t) });
      else setProblem(messageOf(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="distributor-modal">
            <Dialog.Header>
              <Dialog.Title>{t('members.distributor.title')}</Dialog.Title>
            </Dialog.Header>
            {sent ? (
              <ThanksPanel
                title={t('members.distributor.thanks')}
                text={t('members.distributor.thanksText')}
                closeLabel={t('members.distributor.close')}
                onClose={onClose}
                testId="distributor-thanks"
              />
            ) : (
              <form onSubmit={(e) => void submit(e)} noValidate>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text color="fg.muted" fontSize="sm">
                      {t('members.distributor.intro')}
                    </Text>
                    <ProblemAlert message={problem} testId="distributor-error" />
                    {FIELDS.map((f) => (
                      <TextField
                        key={f}
                        name={f}
                        label={labels[f] ?? f}
                        value={values[f]}
                        onValue={(v) => setValues({ ...values, [f]: v })}
                        error={errors[f]}
                        type={INPUT[f].type}
                        autoComplete={INPUT[f].autoComplete}
                        dir={f === 'email' || f === 'phoneNumber' ? 'ltr' : undefined}
                        inputMode={f === 'phoneNumber' ? 'tel' : undefined}
                      />
                    ))}
                    <Field.Root invalid={Boolean(errors.distributorType)}>
                      <Field.Label>{labels.distributorType}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          name="distributorType"
                          value={values.distributorType}
                          onChange={(e) => setValues({ ...values, distributorType: e.currentTarget.value })}
                        >
                          <option value="">{t('members.distributor.choose')}</option>
                          {DISTRIBUTOR_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {t(`sellers.distributorType.${type}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      {errors.distributorType && (
                        <Field.ErrorText data-testid="field-error" color={ERROR_TEXT_COLOR}>
                          {errors.distributorType}
                        </Field.ErrorText>
                      )}
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('members.distributor.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={sending}>
                    {t('members.distributor.submit')}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('members.distributor.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
