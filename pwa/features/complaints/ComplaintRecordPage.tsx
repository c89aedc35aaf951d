import { Input, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COMPLAINT_LIMITS, complaintRecordSchema, type ComplaintRecordInput } from '../../../shared/validation/complaints';
import { FormField } from '../../components/FormField';
import { FormScreen, useFormSave, type Checked } from '../../components/list/RecordForm';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { recordComplaint } from '../../data/complaints';
import { fieldErrorsOf } from '../../lib/formValues';
import { localized } from '../../lib/languagePath';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { SerialInput } from '../../scan/SerialInput';

interface Form {
  serialNumber: string;
  customerName: string;
  phoneNumber: string;
  message: string;
}
const EMPTY: Form = { serialNumber: '', customerName: '', phoneNumber: '', message: '' };

function check(form: Form): Checked<ComplaintRecordInput> {
  const parsed = complaintRecordSchema.safeParse(form);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/**
 * A complaint recorded by staff for a customer who phoned or walked in: the
 * item's serial (typed, read by a scanner or by the camera), the customer's name and phone,
 * and what went wrong. It joins the same threads as the warranty page's.
 */
export function ComplaintRecordPage() {
  const { t } = useTranslation();
  usePageTitle('complaints.title');
  const format = useFormatters();
  const navigate = useNavigate();
  const language = useLanguage();
  const [form, setForm] = useState<Form>(EMPTY);
  const { saving, errorOf, save } = useFormSave();
  const nameField = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  async function submit() {
    await save(check(form), async (data) => {
      const complaint = await recordComplaint(data);
      showSuccess(t('complaints.recorded', { number: format.number(complaint.number) }));
      void navigate(localized(language, `/admin/complaints/${complaint.id}`));
    });
  }

  return (
    <FormScreen title={t('complaints.record')} saving={saving} onSubmit={() => void submit()} cancelTo="/admin/complaints" maxWidth="3xl">
      <FormField
        label={t('complaints.fields.serialNumber')}
        helper={t('complaints.serialHelper')}
        error={errorOf('serialNumber', t('complaints.fields.serialNumber'))}
      >
        {/* Typed, or read by a scanner or the camera from the item in hand; then the customer's name is next. */}
        <SerialInput
          autoFocus
          maxLength={COMPLAINT_LIMITS.serialNumber}
          value={form.serialNumber}
          onChange={(serialNumber) => set({ serialNumber })}
          onEnter={() => nameField.current?.focus()}
        />
      </FormField>
      <FormField label={t('complaints.fields.customerName')} required error={errorOf('customerName', t('complaints.fields.customerName'))}>
        <Input
          ref={nameField}
          maxLength={COMPLAINT_LIMITS.customerName}
          value={form.customerName}
          onChange={(e) => set({ customerName: e.target.value })}
        />
      </FormField>
      <FormField label={t('complaints.fields.phoneNumber')} required error={errorOf('phoneNumber', t('complaints.fields.phoneNumber'))}>
        <Input dir="ltr" type="tel" inputMode="tel" value={form.phoneNumber} onChange={(e) => set({ phoneNumber: e.target.value })} />
      </FormField>
      <FormField label={t('complaints.fields.message')} required error={errorOf('message', t('complaints.fields.message'))}>
        <Textarea rows={4} maxLength={COMPLAINT_LIMITS.message} value={form.message} onChange={(e) => set({ message: e.target.value })} />
      </FormField>
    </FormScreen>
  );
}
