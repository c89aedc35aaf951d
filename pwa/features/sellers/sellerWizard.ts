import { DISTRIBUTOR_TYPES, SELLER_TYPES, sellerInputSchema, type SellerInput, type SellerType } from '../../../shared/validation/seller';
import type { Seller } from '../../data/sellers';
import { fieldErrorsOf, type FieldErrors } from '../../lib/formValues';

/** The seller form as typed; `area` is one distribution area per line. */
export interface SellerForm {
  sellerType: SellerType;
  distributorType: '' | (typeof DISTRIBUTOR_TYPES)[number];
  nameAr: string;
  nameEn: string;
  companyName: string;
  branchName: string;
  distributorName: string;
  wholesalerName: string;
  telephone: string;
  isOnlineStore: boolean;
  websiteUrl: string;
  taxFacilityNumber: string;
  area: string;
  manager: string;
  managerName: string;
  managerPhone: string;
  address: string;
  countryId: string;
  cityId: string;
  regionId: string;
}

export function emptySellerForm(sellerType: SellerType): SellerForm {
  return {
    sellerType,
    distributorType: '',
    nameAr: '',
    nameEn: '',
    companyName: '',
    branchName: '',
    distributorName: '',
    wholesalerName: '',
    telephone: '',
    isOnlineStore: false,
    websiteUrl: '',
    taxFacilityNumber: '',
    area: '',
    manager: '',
    managerName: '',
    managerPhone: '',
    address: '',
    countryId: '',
    cityId: '',
    regionId: '',
  };
}

/** The form of a saved outlet. The schema's types are strings: one the shared rules do not know reads as `type` (the screen's) and no distributor type, for the user to choose. */
export function sellerFormFromSeller(s: Seller, type: SellerType): SellerForm {
  const text = (v: string | null) => v ?? '';
  const known = <T extends string>(values: readonly T[], v: string | null): T | undefined => values.find((value) => value === v);
  return {
    sellerType: known(SELLER_TYPES, s.sellerType) ?? type,
    distributorType: known(DISTRIBUTOR_TYPES, s.distributorType) ?? '',
    nameAr: text(s.nameAr),
    nameEn: text(s.nameEn),
    companyName: text(s.companyName),
    branchName: text(s.branchName),
    distributorName: text(s.distributorName),
    wholesalerName: text(s.wholesalerName),
    telephone: text(s.telephone),
    isOnlineStore: s.isOnlineStore,
    websiteUrl: text(s.websiteUrl),
    taxFacilityNumber: text(s.taxFacilityNumber),
    area: s.area.join('\n'),
    manager: text(s.manager),
    managerName: text(s.managerName),
    managerPhone: text(s.managerPhone),
    address: text(s.address),
    countryId: text(s.countryId),
    cityId: text(s.cityId),
    regionId: text(s.regionId),
  };
}

/** The wizard of spec §2: main data, manager details, location. */
export const WIZARD_STEPS = ['main', 'manager', 'location'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Which fields each step shows, per seller type (a branch has a branch name; a distributor its type and names). */
export function stepFields(step: WizardStep, form: Pick<SellerForm, 'sellerType' | 'distributorType'>): Array<keyof SellerForm> {
  if (step === 'manager') return ['manager', 'managerName', 'managerPhone'];
  if (step === 'location') return ['countryId', 'cityId', 'regionId', 'address'];
  const names: Array<keyof SellerForm> =
    form.sellerType === 'branch'
      ? ['branchName']
      : ['distributorType', 'distributorName', ...(form.distributorType === 'wholesaler' ? (['wholesalerName'] as const) : [])];
  return [
    'nameAr',
    'nameEn',
    ...names,
    'companyName',
    'telephone',
    'taxFacilityNumber',
    'isOnlineStore',
    'websiteUrl',
    ...(form.sellerType === 'distributor' ? (['area'] as const) : []),
  ];
}

function candidate(form: SellerForm) {
  return {
    ...form,
    distributorType: form.sellerType === 'distributor' ? form.distributorType || null : null,
    // Names that do not apply to this type are not kept.
    branchName: form.sellerType === 'branch' ? form.branchName : '',
    distributorName: form.sellerType === 'distributor' ? form.distributorName : '',
    wholesalerName: form.sellerType === 'distributor' && form.distributorType === 'wholesaler' ? form.wholesalerName : '',
    area:
      form.sellerType === 'distributor'
        ? form.area
            .split('\n')
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
  };
}

/** Problems of one step only, so the wizard can stop at the step that has them. */
export function validateStep(step: WizardStep, form: SellerForm): FieldErrors {
  const parsed = sellerInputSchema.safeParse(candidate(form));
  if (parsed.success) return {};
  const fields = new Set<string>(stepFields(step, form));
  return fieldErrorsOf(parsed.error.issues.filter((issue) => fields.has(String(issue.path[0]))));
}

/** The first step with a problem (for saving from any step), or null. */
export function firstInvalidStep(form: SellerForm): WizardStep | null {
  return WIZARD_STEPS.find((step) => Object.keys(validateStep(step, form)).length > 0) ?? null;
}

export function sellerInputFromForm(form: SellerForm): { ok: true; data: SellerInput } | { ok: false; errors: FieldErrors } {
  const parsed = sellerInputSchema.safeParse(candidate(form));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/** Choosing a governorate clears the city and region below it; choosing a city clears the region. */
export function pickPlace(form: SellerForm, field: 'countryId' | 'cityId' | 'regionId', id: string): SellerForm {
  if (field === 'countryId') return { ...form, countryId: id, cityId: '', regionId: '' };
  if (field === 'cityId') return { ...form, cityId: id, regionId: '' };
  return { ...form, regionId: id };
}
