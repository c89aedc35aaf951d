import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A status as a coloured badge, its text from `${labels}.${status}`. The
 * schema's statuses are strings: one these screens do not know shows as
 * written, in grey.
 */
export function StatusBadge<S extends string>({ status, palette, labels }: { status: string; palette: Record<S, string>; labels: string }) {
  const { t } = useTranslation();
  const known = Object.hasOwn(palette, status);
  // Size md: 14 px text, readable at a glance on a phone (the default's 12 px was not; issue 29 point 9).
  return (
    <Badge size="md" colorPalette={known ? palette[status as S] : 'gray'}>
      {t(`${labels}.${status}`, { defaultValue: status })}
    </Badge>
  );
}
