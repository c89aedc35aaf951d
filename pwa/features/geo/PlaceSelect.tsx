import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fetchPlaceOptions, placeName, type Place, type PlaceLevel } from '../../data/geo';
import { useLoad } from '../../ui/useLoad';

interface Props {
  level: PlaceLevel;
  /** The governorate of the cities, the city of the regions; ignored for governorates. */
  parentId: string | null;
  value: string;
  onChange(id: string): void;
  id?: string;
}

const NONE: Place[] = [];

/** Every place of a level under a parent (or every governorate: `parentId` null), for pickers; empty when they cannot be read. */
export function usePlaceOptions(level: PlaceLevel | null, parentId: string | null): Place[] {
  const key = level && `places:${level}:${parentId ?? ''}`;
  return useLoad(key, (signal) => fetchPlaceOptions(level ?? 'governorate', parentId, signal), { quiet: true }).data ?? NONE;
}

/** A governorate, city or region picker; cities and regions wait for their parent. Names in the UI's language. */
export function PlaceSelect({ level, parentId, value, onChange, id }: Props) {
  const { t, i18n } = useTranslation();
  const needsParent = level !== 'governorate';
  const disabled = needsParent && !parentId;
  const places = usePlaceOptions(disabled ? null : level, needsParent ? parentId : null);

  const collator = new Intl.Collator(i18n.language);
  const sorted = [...places].sort((a, b) => collator.compare(placeName(a, i18n.language), placeName(b, i18n.language)));
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{disabled ? t('geo.chooseParentFirst') : t('geo.choose')}</option>
        {sorted.map((p) => (
          <option key={p.id} value={p.id}>
            {placeName(p, i18n.language)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
