import { Box, Button, Checkbox, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { SellerType } from '../../../shared/validation/seller';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { BilingualNameFields } from '../../components/BilingualNameFields';
import { FormField } from '../../components/FormField';
import { useFormSave, useRecordForm } from '../../components/list/RecordForm';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchSeller, saveSeller } from '../../data/sellers';
import { localized } from '../../lib/languagePath';
import { PlaceSelect } from '../geo';
import { SELLER_KINDS } from './sellerTypes';
import { RecordPending } from '../../components/RecordPending';
import {
  emptySellerForm,
  firstInvalidStep,
  pickPlace,
  sellerFormFromSeller,
  sellerInputFromForm,
  stepFields,
  validateStep,
  WIZARD_STEPS,
  type SellerForm,
  type WizardStep,
} from './sellerWizard';

type TextField = Exclude<keyof SellerForm, 'sellerType' | 'distributorType' | 'isOnlineStore' | 'countryId' | 'cityId' | 'regionId'>;
const LTR_FIELDS = new Set<keyof SellerForm>(['telephone', 'managerPhone', 'websiteUrl', 'taxFacilityNumber']);

/** Seller creation as the 3-step wizard of spec §2 (main data, manager details, location); editing uses the same steps. */
export function SellerWizardPage({ type }: { type: SellerType }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const kind = SELLER_KINDS[type];
  usePageTitle(kind.titleKey);
  const language = useLanguage();
  const navigate = useNavigate();
  const { form, loaded, setForm } = useRecordForm({
    key: id ? `seller:${id}` : null,
    load: (signal) => fetchSeller(id ?? '', signal),
    toForm: (seller) => sellerFormFromSeller(seller, type),
    empty: emptySellerForm(type),
  });
  const [step, setStep] = useState<WizardStep>('main');
  const { setErrors, saving, errorOf: errorNamed, save: send } = useFormSave();

  if (!form) return <RecordPending loaded={loaded} />;
  const index = WIZARD_STEPS.indexOf(step);
  const last = index === WIZARD_STEPS.length - 1;
  const set = <K extends keyof SellerForm>(key: K, value: SellerForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const label = (field: keyof SellerForm) => t(`sellers.fields.${field}`);
  const errorOf = (field: keyof SellerForm) => errorNamed(field, label(field));

  function goTo(target: WizardStep) {
    // Moving forward checks the current step; going back never does.
    if (form && WIZARD_STEPS.indexOf(target) > index) {
      const found = validateStep(step, form);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setStep(target);
  }

  async function save() {
    if (!form) return;
    const invalid = firstInvalidStep(form);
    if (invalid) {
      setStep(invalid);
      setErrors(validateStep(invalid, form));
      return;
    }
    await send(
      sellerInputFromForm(form),
      async (data) => {
        const saved = await saveSeller(id ?? null, data);
        showSuccess(t(id ? 'sellers.updated' : 'sellers.created'));
        void navigate(localized(language, `/admin/${kind.path}/${saved.id}`));
      },
      // The server's first refused field takes the wizard to its step.
      (fields) => {
        const firstField = Object.keys(fields)[0];
        const owner = WIZARD_STEPS.find((s) => firstField && stepFields(s, form).includes(firstField as keyof SellerForm));
        if (owner) setStep(owner);
      },
    );
  }

  const text = (field: TextField, area = false) => (
    <FormField key={field} label={label(field)} error={errorOf(field)} helper={field === 'area' ? t('sellers.areaHelp') : undefined}>
      {area ? (
        <Textarea rows={3} value={form[field]} onChange={(e) => set(field, e.target.value)} />
      ) : (
        <Input
          dir={LTR_FIELDS.has(field) ? 'ltr' : undefined}
          inputMode={field.endsWith('hone') || field === 'telephone' ? 'tel' : undefined}
          value={form[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </FormField>
  );
  const control = (field: keyof SellerForm) => {
    // The two names are one control (both in one piece, one required between them).
    if (field === 'nameEn') return null;
    if (field === 'nameAr') return <BilingualNameFields key="names" value={form} onChange={set} errorOf={errorNamed} maxLength={200} />;
    if (field === 'distributorType')
      return (
        <FormField key={field} label={label(field)} error={errorOf(field)} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={form.distributorType}
              onChange={(e) => set('distributorType', e.target.value as SellerForm['distributorType'])}
            >
              <option value="">{t('geo.choose')}</option>
              <option value="retailer">{t('sellers.distributorType.retailer')}</option>
              <option value="wholesaler">{t('sellers.distributorType.wholesaler')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      );
    if (field === 'isOnlineStore')
      return (
        <FormField key={field} label={label(field)}>
          <Checkbox.Root checked={form.isOnlineStore} onCheckedChange={(e) => set('isOnlineStore', e.checked === true)} pt="2">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('sellers.onlineStoreYes')}</Checkbox.Label>
          </Checkbox.Root>
        </FormField>
      );
    if (field === 'countryId' || field === 'cityId' || field === 'regionId') {
      const level = field === 'countryId' ? 'governorate' : field === 'cityId' ? 'city' : 'region';
      const parentId = field === 'cityId' ? form.countryId : field === 'regionId' ? form.cityId : null;
      return (
        <FormField key={field} label={label(field)} error={errorOf(field)}>
          <PlaceSelect
            level={level}
            parentId={parentId || null}
            value={form[field]}
            onChange={(placeId) => setForm((f) => pickPlace(f, field, placeId))}
          />
        </FormField>
      );
    }
    return text(field as TextField, field === 'area' || field === 'address');
  };

  return (
    <Stack gap="5" maxWidth="4xl">
      <Heading as="h1" size="xl">
        {t(id ? `sellers.edit.${type}` : `sellers.new.${type}`)}
      </Heading>
      <HStack as="ol" gap="2" listStyleType="none" wrap="wrap" aria-label={t('sellers.wizard.steps')}>
        {WIZARD_STEPS.map((s, i) => (
          <Box as="li" key={s} flex="1" minWidth="28">
            <Button
              variant="plain"
              width="full"
              justifyContent="start"
              px="0"
              aria-current={s === step ? 'step' : undefined}
              onClick={() => goTo(s)}
              borderWidth="0"
              borderTopWidth="3px"
              borderRadius="0"
              borderColor={i <= index ? 'brand.solid' : 'border'}
              pt="2"
              height="auto"
              alignItems="start"
            >
              <Stack gap="0" textAlign="start">
                <Text fontSize="xs" color="fg.muted">
                  {t('sellers.wizard.stepOf', { step: i + 1, steps: WIZARD_STEPS.length })}
                </Text>
                <Text fontWeight={s === step ? 'bold' : 'normal'}>{t(`sellers.wizard.${s}`)}</Text>
              </Stack>
            </Button>
          </Box>
        ))}
      </HStack>
      <Stack asChild gap="4">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (last) void save();
            else goTo(WIZARD_STEPS[index + 1] as WizardStep);
          }}
        >
          {stepFields(step, form).map(control)}
          <HStack ps={{ md: '180px' }} gap="3" wrap="wrap">
            {index > 0 && (
              <Button variant="outline" onClick={() => goTo(WIZARD_STEPS[index - 1] as WizardStep)}>
                {t('list.previous_step')}
              </Button>
            )}
            <Button type="submit" colorPalette="brand" loading={saving}>
              {last ? t('list.save') : t('list.next_step')}
            </Button>
            {!last && id && (
              <Button variant="outline" loading={saving} onClick={() => void save()}>
                {t('list.save')}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => void navigate(localized(language, id ? `/admin/${kind.path}/${id}` : `/admin/${kind.path}`))}
            >
              {t('list.cancel')}
            </Button>
          </HStack>
        </form>
      </Stack>
    </Stack>
  );
}
