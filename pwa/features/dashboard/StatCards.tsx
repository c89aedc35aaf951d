import { Box, SimpleGrid, Stat } from '@chakra-ui/react';
import { BadgeCheck, Factory, Hourglass, Package, ReceiptText, Store, Warehouse } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/useFormatters';
import { ITEM_STATUSES, type ItemStatus } from '../../../shared/items';
import type { DashboardCounts } from '../../data/dashboard';

const STATUS_ICON: Record<ItemStatus, ReactNode> = {
  inFactory: <Factory aria-hidden />,
  inStock: <Warehouse aria-hidden />,
  exported: <Store aria-hidden />,
};

const CARDS: Array<{ key: keyof DashboardCounts; icon: ReactNode }> = [
  { key: 'total', icon: <Package aria-hidden /> },
  ...ITEM_STATUSES.map((key) => ({ key, icon: STATUS_ICON[key] })),
  { key: 'sold', icon: <ReceiptText aria-hidden /> },
  { key: 'activeWarranties', icon: <BadgeCheck aria-hidden /> },
  { key: 'expiringSoon', icon: <Hourglass aria-hidden /> },
];

/** The totals as stat cards; numbers in the UI language's digits. */
export function StatCards({ counts, days, loading }: { counts: DashboardCounts | undefined; days: number; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 7 }} gap="3" aria-busy={loading}>
      {CARDS.map(({ key, icon }) => (
        <Stat.Root key={key} borderWidth="1px" borderRadius="lg" paddingBlock="3" paddingInline="4" bg="bg.panel">
          <Box color="brand.fg" aria-hidden>
            {icon}
          </Box>
          <Stat.Label>{t(`dashboard.cards.${key}`, { count: days })}</Stat.Label>
          <Stat.ValueText data-testid={`stat-${key}`}>{counts ? format.number(counts[key]) : '—'}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
