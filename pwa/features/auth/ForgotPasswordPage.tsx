import { Button, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '../../../shared/validation/user';
import { FormField, issueMessage } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { sendPasswordResetEmail } from '../../data/auth';
import { AuthForm, useAuthAction } from './AuthForm';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [success, setSuccess] = useState<string | null>(null);
  const { busy, error, run } = useAuthAction();

  async function submit() {
    const parsed = emailSchema.safeParse(email);
    setFieldError(parsed.success ? undefined : issueMessage(parsed.error.issues[0] as never, t));
    if (!parsed.success) return;
    await run(async () => {
      await sendPasswordResetEmail(parsed.data);
      setSuccess(t('auth.forgot.success'));
    });
  }

  return (
    <AuthForm
      titleKey="auth.forgot.title"
      title={t('auth.forgot.title')}
      text={t('auth.forgot.text')}
      error={error}
      success={success}
      onSubmit={() => void submit()}
    >
      <FormField label={t('auth.fields.email')} error={fieldError} required>
        <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={busy}>
        {t('auth.forgot.submit')}
      </Button>
      <RouterLink to="/auth/signin" fontSize="sm">
        {t('auth.forgot.back')}
      </RouterLink>
    </AuthForm>
  );
}
