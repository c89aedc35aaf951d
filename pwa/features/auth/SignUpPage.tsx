import { Button, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { signUpSchema } from '../../../shared/validation/user';
import { useLanguage } from '../../ui/language';
import { fieldErrors, FormField } from '../../components/FormField';
import { useSession } from '../../session/session';
import { localized } from '../../lib/languagePath';
import { AuthForm, AuthSwitch, useAuthAction } from './AuthForm';
import { SocialSignIn } from './SocialSignIn';
import { PersonNameFields } from '../../components/users/UserParts';

const formSchema = signUpSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'validation.passwordsDontMatch', path: ['confirmPassword'] });

export function SignUpPage() {
  const { t } = useTranslation();
  const { signUp } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  const [values, setValues] = useState({ email: '', password: '', confirmPassword: '', firstName: '', lastName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAuthAction();
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit() {
    const parsed = formSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t));
      return;
    }
    setErrors({});
    await run(async () => {
      const { email, password, firstName, lastName } = parsed.data;
      await signUp({ email, password, firstName, lastName });
      // A new account's address is not verified yet: the screen that says so and resends the link (then, roles).
      void navigate(localized(language, '/auth/email-unverified'), { replace: true });
    });
  }

  return (
    <AuthForm titleKey="auth.signUp.title" title={t('auth.signUp.title')} error={error} onSubmit={() => void submit()}>
      <PersonNameFields values={values} errors={errors} set={set} />
      <FormField label={t('auth.fields.email')} error={errors.email} required>
        <Input type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} />
      </FormField>
      <FormField label={t('auth.fields.password')} error={errors.password} required>
        <Input type="password" name="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      </FormField>
      <FormField label={t('auth.fields.confirmPassword')} error={errors.confirmPassword} required>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={busy}>
        {t('auth.signUp.submit')}
      </Button>
      <SocialSignIn redirect={null} />
      <AuthSwitch question={t('auth.signUp.haveAccount')} to="/auth/signin" label={t('auth.signUp.signIn')} />
    </AuthForm>
  );
}
