import { Button, CloseButton, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  memberCodeSchema,
  memberEmailSignInSchema,
  memberIdSchema,
  memberPhoneSchema,
  memberRegistrationSchema,
  type MemberRegistrationInput,
} from '../../../shared/validation/member';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import type { AuthPayload } from '../../data/auth';
import {
  lookUpMember,
  memberEmailSignIn,
  sendMemberCode,
  verifyMemberCode,
  type CodeTicket,
  type MemberIdentity,
} from '../../data/members';
import { useSession } from '../../session/session';
import { checkWith, messageOf, ProblemAlert } from './fields';
import { CodeStep, EmailStep, IdentityStep, MemberIdStep, MethodStep, PhoneStep, RegisterStep } from './steps';

// The login modal of public-site spec §2: 1 member id → 2 identity → 3 social
// or email → 4 registration form → 5 phone → 6 six-digit code. A registered
// person skips 4; "email" (administrators, §4) ends at step 3.
export type Step = 'memberId' | 'identity' | 'method' | 'register' | 'phone' | 'code' | 'email';
const STEP_NUMBER: Record<Step, number> = { memberId: 1, identity: 2, method: 3, email: 3, register: 4, phone: 5, code: 6 };
const TOTAL_STEPS = 6;

const phoneForm = z.object({ phoneNumber: memberPhoneSchema });
const codeForm = z.object({ code: memberCodeSchema });
const EMPTY_REGISTRATION: MemberRegistrationInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function SignInModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const [trail, setTrail] = useState<Step[]>(['memberId']);
  const step = trail[trail.length - 1] ?? 'memberId';
  const [memberId, setMemberId] = useState('');
  const [people, setPeople] = useState<MemberIdentity[]>([]);
  const [person, setPerson] = useState<MemberIdentity | null>(null);
  const [registration, setRegistration] = useState(EMPTY_REGISTRATION);
  const [phone, setPhone] = useState('');
  const [ticket, setTicket] = useState<CodeTicket | null>(null);
  const [code, setCode] = useState('');
  const [credentials, setCredentials] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (next: Step) => {
    setTrail((list) => [...list, next]);
    setErrors({});
    setProblem(null);
  };
  const back = () => {
    setTrail((list) => (list.length > 1 ? list.slice(0, -1) : list));
    setErrors({});
    setProblem(null);
  };

  /** Client check first (the server repeats it); a refusal shows the server's message above the fields. */
  function submit<S extends z.ZodType>(
    schema: S,
    value: unknown,
    labels: Record<string, string>,
    action: (parsed: z.infer<S>) => Promise<void> | void,
  ) {
    return async (event: FormEvent) => {
      event.preventDefault();
      const checked = checkWith(schema, value, t, labels);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      setProblem(null);
      setBusy(true);
      try {
        await action(checked.value);
      } catch (error) {
        setProblem(messageOf(error, t));
      } finally {
        setBusy(false);
      }
    };
  }

  const finish = (payload: AuthPayload) => {
    session.adopt(payload);
    showSuccess(t('members.welcome', { name: payload.user.firstName || payload.user.email }));
    onClose();
  };

  const sendCode = async (phoneNumber: string) => {
    if (!person) return;
    const form = person.registered ? null : memberRegistrationSchema.parse(registration);
    setTicket(await sendMemberCode({ identityId: person.id, phoneNumber, registration: form }));
    setCode('');
  };

  const fieldLabels = {
    memberId: t('members.steps.memberId.label'),
    phoneNumber: t('members.steps.phone.label'),
    code: t('members.steps.code.label'),
    firstName: t('auth.fields.firstName'),
    lastName: t('auth.fields.lastName'),
    email: t('auth.fields.email'),
    password: t('auth.fields.password'),
    confirmPassword: t('auth.fields.confirmPassword'),
  };

  let body: ReactNode;
  switch (step) {
    case 'memberId':
      body = (
        <MemberIdStep
          value={memberId}
          onValue={setMemberId}
          error={errors.memberId}
          busy={busy}
          onStaff={() => go('email')}
          onSubmit={submit(memberIdSchema, { memberId }, fieldLabels, async (v) => {
            setPeople(await lookUpMember(v.memberId));
            go('identity');
          })}
        />
      );
      break;
    case 'identity':
      body = (
        <IdentityStep
          memberId={memberId}
          people={people}
          onPick={(p) => {
            setPerson(p);
            go('method');
          }}
        />
      );
      break;
    case 'method':
      body = <MethodStep person={person} onPhone={() => go('phone')} onRegister={() => go('register')} onEmail={() => go('email')} />;
      break;
    case 'register':
      body = (
        <RegisterStep
          values={registration}
          onValues={setRegistration}
          errors={errors}
          labels={fieldLabels}
          onSubmit={submit(memberRegistrationSchema, registration, fieldLabels, () => go('phone'))}
        />
      );
      break;
    case 'phone':
      body = (
        <PhoneStep
          value={phone}
          onValue={setPhone}
          error={errors.phoneNumber}
          busy={busy}
          onSubmit={submit(phoneForm, { phoneNumber: phone }, fieldLabels, async (v) => {
            await sendCode(v.phoneNumber);
            go('code');
          })}
        />
      );
      break;
    case 'code':
      body = (
        <CodeStep
          value={code}
          onValue={setCode}
          hint={ticket?.phoneHint ?? ''}
          error={errors.code}
          busy={busy}
          onResend={submit(phoneForm, { phoneNumber: phone }, fieldLabels, (v) => sendCode(v.phoneNumber))}
          onSubmit={submit(codeForm, { code }, fieldLabels, async (v) => {
            if (ticket) finish(await verifyMemberCode(ticket.id, v.code));
          })}
        />
      );
      break;
    case 'email':
      body = (
        <EmailStep
          values={credentials}
          onValues={setCredentials}
          errors={errors}
          labels={fieldLabels}
          busy={busy}
          onSubmit={submit(memberEmailSignInSchema, credentials, fieldLabels, async (v) =>
            finish(await memberEmailSignIn(v.email, v.password)),
          )}
        />
      );
      break;
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="member-modal" data-step={step}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{t('members.modal.title')}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted" data-testid="member-step">
                {t('members.modal.step', { step: STEP_NUMBER[step], total: TOTAL_STEPS })}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Heading as="h3" size="md">
                  {t(`members.steps.${step}.title`)}
                </Heading>
                <ProblemAlert message={problem} testId="member-error" />
                {body}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="start">
              {trail.length > 1 && (
                <HStack>
                  <Button variant="ghost" onClick={back} data-testid="member-back">
                    <ArrowLeft aria-hidden style={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />
                    {t('members.modal.back')}
                  </Button>
                </HStack>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('members.modal.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
