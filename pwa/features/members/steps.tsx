import { Badge, Button, Field, Group, Input, InputAddon, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, KeyRound, Mail, Smartphone } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_CODE_LENGTH, MEMBER_PHONE_PREFIX, type MemberRegistrationInput } from '../../../shared/validation/member';
import { useLanguage } from '../../ui/language';
import type { MemberIdentity } from '../../data/members';
import { ERROR_TEXT_COLOR, TextField } from './fields';
import { isolateLtr } from '../../lib/bidi';

// The screens of the sign-in modal's steps; SignInModal holds their state.

type Submit = (event: FormEvent) => void | Promise<void>;
const forward = (language: string) => <ChevronRight aria-hidden style={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />;

export function MemberIdStep({
  value,
  onValue,
  error,
  busy,
  onSubmit,
  onStaff,
}: {
  value: string;
  onValue: (v: string) => void;
  error?: string | undefined;
  busy: boolean;
  onSubmit: Submit;
  onStaff: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap="4">
        <Text color="fg.muted">{t('members.steps.memberId.text')}</Text>
        <TextField
          name="memberId"
          label={t('members.steps.memberId.label')}
          value={value}
          onValue={onValue}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          data-autofocus
        />
        <Button type="submit" colorPalette="brand" loading={busy}>
          {t('members.modal.next')}
        </Button>
        <Button variant="plain" size="sm" color="brand.fg" onClick={onStaff} data-testid="member-staff">
          {t('members.steps.memberId.staff')}
        </Button>
      </Stack>
    </form>
  );
}

export function IdentityStep({
  memberId,
  people,
  onPick,
}: {
  memberId: string;
  people: MemberIdentity[];
  onPick: (p: MemberIdentity) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('members.steps.identity.text', { memberId })}</Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {people.map((p) => (
          <li key={p.id}>
            <Button variant="outline" width="full" height="auto" py="3" justifyContent="space-between" onClick={() => onPick(p)}>
              <Stack gap="0" align="start" textAlign="start">
                <Text fontWeight="semibold">{p.name[language]}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`members.relation.${p.relation}`)}
                </Text>
              </Stack>
              {p.registered && <Badge colorPalette="green">{t('members.steps.identity.registered')}</Badge>}
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Step 3, "social or email": no social provider is configured yet (docs/decisions.md), so phone and email. */
export function MethodStep({
  person,
  onPhone,
  onRegister,
  onEmail,
}: {
  person: MemberIdentity | null;
  onPhone: () => void;
  onRegister: () => void;
  onEmail: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="3">
      {person && <Text fontWeight="semibold">{person.name[language]}</Text>}
      {person?.registered ? (
        <Button colorPalette="brand" onClick={onPhone}>
          <Smartphone aria-hidden />
          {t('members.steps.method.phone', { hint: isolateLtr(person.phoneHint) })}
        </Button>
      ) : (
        <Button colorPalette="brand" onClick={onRegister}>
          <Mail aria-hidden />
          {t('members.steps.method.register')}
        </Button>
      )}
      <Button variant="outline" onClick={onEmail}>
        <KeyRound aria-hidden />
        {t('members.steps.method.email')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('members.steps.method.emailNote')}
      </Text>
    </Stack>
  );
}

type Errors = Record<string, string>;

export function RegisterStep({
  values,
  onValues,
  errors,
  labels,
  onSubmit,
}: {
  values: MemberRegistrationInput;
  onValues: (v: MemberRegistrationInput) => void;
  errors: Errors;
  labels: Record<string, string>;
  onSubmit: Submit;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const field = (name: keyof MemberRegistrationInput, type: string, autoComplete: string) => (
    <TextField
      key={name}
      name={name}
      type={type}
      label={labels[name] ?? name}
      value={values[name]}
      onValue={(v) => onValues({ ...values, [name]: v })}
      error={errors[name]}
      autoComplete={autoComplete}
      dir={type === 'email' ? 'ltr' : undefined}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap="3">
        <Text color="fg.muted">{t('members.steps.register.text')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {field('firstName', 'text', 'given-name')}
          {field('lastName', 'text', 'family-name')}
        </Stack>
        {field('email', 'email', 'email')}
        {field('password', 'password', 'new-password')}
        {field('confirmPassword', 'password', 'new-password')}
        <Button type="submit" colorPalette="brand">
          {t('members.modal.next')}
          {forward(language)}
        </Button>
      </Stack>
    </form>
  );
}

/** Step 5: default country EG, so the number starts "+20 1"; the member types its 9 other digits (spec §5). */
export function PhoneStep({
  value,
  onValue,
  error,
  busy,
  onSubmit,
}: {
  value: string;
  onValue: (v: string) => void;
  error?: string | undefined;
  busy: boolean;
  onSubmit: Submit;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap="4">
        <Text color="fg.muted">{t('members.steps.phone.text')}</Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t('members.steps.phone.label')}</Field.Label>
          <Group attached width="full" dir="ltr">
            <InputAddon
              title={t('members.steps.phone.country')}
            >{`${MEMBER_PHONE_PREFIX.slice(0, 3)} ${MEMBER_PHONE_PREFIX.slice(3)}`}</InputAddon>
            <Input
              name="phoneNumber"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={value}
              onChange={(e) => onValue(e.currentTarget.value)}
            />
          </Group>
          {error && (
            <Field.ErrorText data-testid="field-error" color={ERROR_TEXT_COLOR}>
              {error}
            </Field.ErrorText>
          )}
        </Field.Root>
        {/* Spec §5: next is disabled while the phone is empty. */}
        <Button type="submit" colorPalette="brand" loading={busy} disabled={!value.trim()}>
          {t('members.steps.phone.send')}
        </Button>
      </Stack>
    </form>
  );
}

export function CodeStep({
  value,
  onValue,
  hint,
  error,
  busy,
  onSubmit,
  onResend,
}: {
  value: string;
  onValue: (v: string) => void;
  hint: string;
  error?: string | undefined;
  busy: boolean;
  onSubmit: Submit;
  onResend: Submit;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap="4">
        <Text color="fg.muted">{t('members.steps.code.text', { hint: isolateLtr(hint) })}</Text>
        <TextField
          name="code"
          label={t('members.steps.code.label')}
          value={value}
          onValue={onValue}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MEMBER_CODE_LENGTH + 2}
          dir="ltr"
          fontSize="xl"
          letterSpacing="0.4em"
          textAlign="center"
        />
        <Button type="submit" colorPalette="brand" loading={busy}>
          {t('members.steps.code.verify')}
        </Button>
        <Button variant="plain" size="sm" color="brand.fg" onClick={(e) => void onResend(e)} disabled={busy}>
          {t('members.steps.code.resend')}
        </Button>
      </Stack>
    </form>
  );
}

export function EmailStep({
  values,
  onValues,
  errors,
  labels,
  busy,
  onSubmit,
}: {
  values: { email: string; password: string };
  onValues: (v: { email: string; password: string }) => void;
  errors: Errors;
  labels: Record<string, string>;
  busy: boolean;
  onSubmit: Submit;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('members.steps.method.emailNote')}
        </Text>
        <TextField
          name="email"
          type="email"
          label={labels.email ?? 'email'}
          value={values.email}
          onValue={(v) => onValues({ ...values, email: v })}
          error={errors.email}
          autoComplete="username"
          dir="ltr"
        />
        <TextField
          name="password"
          type="password"
          label={labels.password ?? 'password'}
          value={values.password}
          onValue={(v) => onValues({ ...values, password: v })}
          error={errors.password}
          autoComplete="current-password"
          dir="ltr"
        />
        <Button type="submit" colorPalette="brand" loading={busy}>
          {t('members.steps.email.submit')}
        </Button>
      </Stack>
    </form>
  );
}
