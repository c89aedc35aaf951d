import { Button, Checkbox, Field, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS } from '../../../shared/validation/settings';
import { useAppTheme } from '../../ui/appTheme';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { showSuccess } from '../../ui/toaster';
import { useLeaveOnError } from '../../components/useLeaveOnError';
import { usePageTitle } from '../../components/usePageTitle';
import { deleteSettingsHistory, fetchSettings, fetchSettingsHistory, saveSettings } from '../../data/settings';
import { useLoad } from '../../ui/useLoad';
import { PinCodeField } from './PinCodeField';
import { SettingsHistory } from './SettingsHistory';
import { checkForm, formOf, type SettingsForm } from './settingsForm';
import { SignaturePad } from './SignaturePad';
import { ThemePicker, ThemePreview } from './ThemePicker';

/** Spec §8/§9: the page reloads this many seconds after a save. */
export const RELOAD_SECONDS = 3;

function TextField({
  label,
  value,
  onChange,
  error,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
  type?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle('settings.title');
  const handleError = useErrorHandler();
  const appTheme = useAppTheme();
  const settings = useLoad('settings:find', fetchSettings);
  const history = useLoad('settings:history', fetchSettingsHistory);
  // The loaded settings until the user changes something; Reset goes back to them.
  const [edited, setForm] = useState<SettingsForm | null>(null);
  const form = edited ?? (settings.data ? formOf(settings.data) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // Spec §7: failing to load the settings goes home.
  useLeaveOnError(settings.error, '/admin');

  const { preview } = appTheme;
  useEffect(() => () => preview(null), [preview]);

  if (!form) return <Spinner role="status" aria-label={t('common.loading')} />;

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => setForm((f) => ({ ...(f ?? form), [key]: value }));

  async function save() {
    if (!form) return;
    const { values, errors: found } = checkForm(form, t);
    setErrors(found);
    if (!values) return;
    setSaving(true);
    try {
      await saveSettings(values);
      appTheme.remember(values.theme);
      showSuccess(t('settings.save.success', { count: RELOAD_SECONDS }));
      window.setTimeout(() => window.location.reload(), RELOAD_SECONDS * 1000);
    } catch (error) {
      handleError(error);
      setSaving(false);
    }
  }

  async function remove(id: string) {
    try {
      await deleteSettingsHistory(id);
      showSuccess(t('settings.history.deleted'));
      history.reload();
    } catch (error) {
      handleError(error);
    }
  }

  return (
    <Stack gap="6" maxWidth="5xl">
      <Heading as="h1" size="xl">
        {t('settings.title')}
      </Heading>

      <Stack gap="3" as="section" aria-label={t('settings.fields.theme')}>
        <Heading as="h2" size="md">
          {t('settings.fields.theme')}
        </Heading>
        <ThemePicker
          value={form.theme}
          onChange={(theme) => {
            set('theme', theme);
            preview(theme);
          }}
        />
        <ThemePreview />
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label={t('settings.fields.title')} value={form.title} onChange={(v) => set('title', v)} error={errors.title} />
        <TextField
          label={t('settings.fields.barcodeTitle')}
          value={form.barcodeTitle}
          onChange={(v) => set('barcodeTitle', v)}
          error={errors.barcodeTitle}
        />
        <TextField
          label={t('settings.fields.barcodeName')}
          value={form.barcodeName}
          onChange={(v) => set('barcodeName', v)}
          error={errors.barcodeName}
        />
        <TextField
          label={t('settings.fields.activationLimit')}
          type="number"
          value={form.activationLimit}
          onChange={(v) => set('activationLimit', v)}
          error={errors.activationLimit}
        />
        <TextField
          label={t('settings.fields.labelOffsetTopMm')}
          type="number"
          value={form.labelOffsetTopMm}
          onChange={(v) => set('labelOffsetTopMm', v)}
          error={errors.labelOffsetTopMm}
        />
        <TextField
          label={t('settings.fields.labelOffsetStartMm')}
          type="number"
          value={form.labelOffsetStartMm}
          onChange={(v) => set('labelOffsetStartMm', v)}
          error={errors.labelOffsetStartMm}
        />
        <PinCodeField value={form.pinCode} onChange={(v) => set('pinCode', v)} error={errors.pinCode} />
        <Checkbox.Root
          checked={form.deletionNeedsPinCode}
          onCheckedChange={(e) => set('deletionNeedsPinCode', e.checked === true)}
          alignSelf="end"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.fields.deletionNeedsPinCode')}</Checkbox.Label>
        </Checkbox.Root>
      </SimpleGrid>

      <Field.Root invalid={Boolean(errors.warrantyTerms)}>
        <Field.Label>{t('settings.fields.warrantyTerms')}</Field.Label>
        <Textarea
          rows={4}
          value={form.warrantyTerms}
          maxLength={SETTINGS_LIMITS.warrantyTermsMax}
          onChange={(e) => set('warrantyTerms', e.currentTarget.value)}
        />
        <Field.HelperText>{t('settings.fields.warrantyTermsHint')}</Field.HelperText>
        {errors.warrantyTerms && <Field.ErrorText>{errors.warrantyTerms}</Field.ErrorText>}
      </Field.Root>

      <Field.Root invalid={Boolean(errors.signature)}>
        <Field.Label>{t('settings.fields.signature')}</Field.Label>
        <SignaturePad
          value={form.signature?.dataUrl ?? form.signature?.file?.publicUrl ?? null}
          onChange={(dataUrl) => set('signature', dataUrl ? { dataUrl, file: null } : null)}
        />
        {errors.signature && <Field.ErrorText>{errors.signature}</Field.ErrorText>}
      </Field.Root>
      <Stack gap="2" role="group" aria-label={t('settings.fields.signatureUse')}>
        <Text fontWeight="medium">{t('settings.fields.signatureUse')}</Text>
        <Checkbox.Root checked={form.signatureOnCertificate} onCheckedChange={(e) => set('signatureOnCertificate', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.fields.signatureOnCertificate')}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={form.signatureOnLabels} onCheckedChange={(e) => set('signatureOnLabels', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.fields.signatureOnLabels')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>

      <HStack>
        <Button colorPalette="brand" loading={saving} onClick={() => void save()}>
          {t('settings.save.label')}
        </Button>
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => {
            setForm(null);
            setErrors({});
            preview(null);
          }}
        >
          {t('settings.reset')}
        </Button>
      </HStack>

      <SettingsHistory entries={history.data ?? []} onDelete={(id) => void remove(id)} />
    </Stack>
  );
}
