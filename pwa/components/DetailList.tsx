import { Box, Card, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';

/** Label/value pairs of a view screen as a description list; empty values show a dash. */
type Rows = Array<[label: string, value: ReactNode]>;

export function DetailList({ rows }: { rows: Rows }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '180px 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '3' }}>
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>
            {label}
          </Text>
          <Box as="dd" minWidth="0" overflowWrap="anywhere">
            {value === null || value === undefined || value === false || value === '' ? '—' : value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}

/** A record page's label/value pairs on a card (catalog entries, places, sellers). */
export function DetailCard({ rows }: { rows: Rows }) {
  return (
    <Card.Root>
      <Card.Body>
        <DetailList rows={rows} />
      </Card.Body>
    </Card.Root>
  );
}

/** A record's two names (shared/names.ts) as the first rows of its view, each in its own language. */
export function nameRows(record: { nameAr: string | null; nameEn: string | null }, t: TFunction): Rows {
  return [
    [t('common.names.nameAr'), record.nameAr && <bdi lang="ar">{record.nameAr}</bdi>],
    [t('common.names.nameEn'), record.nameEn && <bdi lang="en">{record.nameEn}</bdi>],
  ];
}
