import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Picker, type AutocompleteOption } from '../../components/Autocomplete';
import { fetchPlaceOptions, placeName, type Place, type PlaceLevel } from '../../data/geo';
import { useLoad } from '../../ui/useLoad';

interface Props {
  level: PlaceLevel;
  /** The governorate of the cities, the city of the regions; ignored for governorates. */
  parentId: string | null;
  value: string;
  onChange(id: string): void;
}

const NONE: Place[] = [];

/** Every place of a level under a parent (or every governorate: `parentId` null), for pickers; empty when they cannot be read. */
export function usePlaceOptions(level: PlaceLevel | null, parentId: string | null): Place[] {
  const key = level && `places:${level}:${parentId ?? ''}`;
  return useLoad(key, (signal) => fetchPlaceOptions(level ?? 'governorate', parentId, signal), { quiet: true }).data ?? NONE;
}

/**
 * A governorate, city or region picked by typing part of its name (spec §7,
 * the "fetch all once" mode: the places under one parent are few); cities and
 * regions wait for their parent. Names in the UI's language, found by either.
 */
export function PlaceSelect({ level, parentId, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const needsParent = level !== 'governorate';
  const disabled = needsParent && !parentId;
  const places = usePlaceOptions(disabled ? null : level, needsParent ? parentId : null);

  const options = useMemo<AutocompleteOption[]>(() => {
    const collator = new Intl.Collator(i18n.language);
    return places
      .map((p) => ({ id: p.id, label: placeName(p, i18n.language), keywords: [p.nameAr, p.nameEn] }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [places, i18n.language]);
  return (
    <Picker
      value={value}
      onChange={onChange}
      options={options}
      disabled={disabled}
      placeholder={disabled ? t('geo.chooseParentFirst') : t('geo.choose')}
    />
  );
}
