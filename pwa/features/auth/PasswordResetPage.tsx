import { Button, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { passwordSchema } from '../../../shared/validation/user';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { FormField, issueMessage } from '../../components/FormField';
import { localized } from '../../lib/languagePath';
import { resetPassword } from '../../data/auth';
import { AuthForm, useAuthAction } from './AuthForm';

/** Reached from a reset or invitation mail: /auth/password-reset?token=… */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const action = useAuthAction();
  const error = action.error ?? (token ? null : t('auth.reset.missingToken'));

  async function submit() {
    const parsed = passwordSchema.safeParse(password);
    const next: Record<string, string> = {};
    if (!parsed.success) next.password = issueMessage(parsed.error.issues[0] as never, t);
    if (password !== confirm) next.confirm = t('validation.passwordsDontMatch');
    setErrors(next);
    if (Object.keys(next).length || !token) return;
    await action.run(async () => {
      await resetPassword(token, password);
      showSuccess(t('auth.reset.success'));
      void navigate(localized(language, '/auth/signin'), { replace: true });
    });
  }

  return (
    <AuthForm titleKey="auth.reset.title" title={t('auth.reset.title')} error={error} onSubmit={() => void submit()}>
      <FormField label={t('auth.fields.newPassword')} error={errors.password} required>
        <Input type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <FormField label={t('auth.fields.confirmPassword')} error={errors.confirm} required>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={action.busy} disabled={!token}>
        {t('auth.reset.submit')}
      </Button>
    </AuthForm>
  );
}
