import { Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListHeading } from '../../components/list/ListParts';
import { RouterLink } from '../../components/RouterLink';
import { useFormatters } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { ITEM_STATUSES, perStatus } from '../../../shared/items';
import { fetchDashboard, type Dashboard, type DashboardCounts } from '../../data/dashboard';
import { BarsChart, ChartCard } from './charts';
import { StatCards } from './StatCards';
import { TotalsFilters } from './TotalsFilters';
import { useOutletOptions, useTotals } from './useTotals';

const TOP_SELLERS = 10;

function AsOf({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!data) return null;
  return <Text color="fg.muted">{t('dashboard.asOf', { time: format.dateTime(data.asOf) })}</Text>;
}

/** Spec §2 Home: the totals as stat cards and a way to the full dashboard. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('nav.home');
  const { remote } = useTotals('dashboard', fetchDashboard);
  return (
    <Stack gap="5">
      <ListHeading
        title={t('dashboard.homeTitle')}
        subtitle={
          <>
            <Text color="fg.muted">{t('dashboard.homeIntro')}</Text>
            <AsOf data={remote.data} />
          </>
        }
      />
      <StatCards counts={remote.data?.totals} days={remote.data?.expiringWithinDays ?? 30} loading={remote.loading} />
      <HStack>
        <RouterLink to="/admin/dashboard">{t('dashboard.openDashboard')}</RouterLink>
      </HStack>
    </Stack>
  );
}

const COLUMNS: Array<keyof DashboardCounts> = ['exported', 'sold', 'activeWarranties', 'expiringSoon'];

/** Spec §2 Dashboard: totals by type and by outlet, with type and outlet filters. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle('nav.dashboard');
  const { filter, setFilter, remote } = useTotals('dashboard', fetchDashboard);
  const sellers = useOutletOptions();
  const data = remote.data;
  const format = useFormatters();
  const byType = (data?.byType ?? []).map((r) => ({
    type: t(`items.type.${r.itemType}`),
    ...perStatus((status) => r.counts[status]),
    sold: r.counts.sold,
  }));
  const top = (data?.bySeller ?? [])
    .slice(0, TOP_SELLERS)
    .map((s) => ({ seller: s.sellerName ?? t('dashboard.unknownSeller'), exported: s.counts.exported, sold: s.counts.sold }));
  return (
    <Stack gap="5">
      <ListHeading title={t('dashboard.title')} subtitle={<AsOf data={data} />} />
      <TotalsFilters initial={filter} onApply={setFilter} sellers={sellers} fields={['itemType', 'sellerId']} />
      <StatCards counts={data?.totals} days={data?.expiringWithinDays ?? 30} loading={remote.loading} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ChartCard title={t('dashboard.charts.byType')}>
          <BarsChart
            data={byType}
            category="type"
            series={([...ITEM_STATUSES, 'sold'] as const).map((key) => ({ key, label: t(`dashboard.columns.${key}`) }))}
          />
        </ChartCard>
        <ChartCard title={t('dashboard.charts.topSellers')}>
          <BarsChart
            data={top}
            category="seller"
            horizontal
            series={[
              { key: 'exported', label: t('dashboard.columns.exported') },
              { key: 'sold', label: t('dashboard.columns.sold') },
            ]}
          />
        </ChartCard>
      </SimpleGrid>
      <ClaimCounts claims={data?.claims} />
      <Heading as="h2" size="md">
        {t('dashboard.bySeller')}
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('dashboard.columns.seller')}</Table.ColumnHeader>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c} textAlign="end">
                  {t(`dashboard.columns.${c}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.bySeller ?? []).map((s) => (
              <Table.Row key={s.sellerId}>
                <Table.Cell>{s.sellerName ?? t('dashboard.unknownSeller')}</Table.Cell>
                {COLUMNS.map((c) => (
                  <Table.Cell key={c} textAlign="end">
                    {format.number(s.counts[c])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

const CLAIM_COLUMNS = ['claims', 'replaced', 'sold'] as const;

/** Warranty claims: how many in each status, and per catalog entry the failure rate (items claimed per item sold). */
function ClaimCounts({ claims }: { claims: Dashboard['claims'] | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!claims) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="dashboard-claims">
      <Heading as="h2" size="md" id="dashboard-claims">
        {t('dashboard.claims.title')}
      </Heading>
      {claims.total === 0 ? (
        <Text color="fg.muted">{t('dashboard.claims.none')}</Text>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={t('dashboard.claims.byStatus')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('dashboard.claims.total')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('dashboard.claims.open')}</Table.ColumnHeader>
                  {claims.byStatus.map((s) => (
                    <Table.ColumnHeader key={s.status}>{t(`complaints.claim.status.${s.status}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Table.Row>
                  <Table.Cell>{format.number(claims.total)}</Table.Cell>
                  <Table.Cell>{format.number(claims.open)}</Table.Cell>
                  {claims.byStatus.map((s) => (
                    <Table.Cell key={s.status} data-testid={`claims-${s.status}`}>
                      {format.number(s.count)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={t('dashboard.claims.byCatalog')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('dashboard.columns.catalogEntry')}</Table.ColumnHeader>
                  {CLAIM_COLUMNS.map((c) => (
                    <Table.ColumnHeader key={c} textAlign="end">
                      {t(`dashboard.claims.columns.${c}`)}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">{t('dashboard.claims.columns.failureRate')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {claims.byCatalog.map((r) => (
                  <Table.Row key={r.catalogId}>
                    <Table.Cell>{r.name}</Table.Cell>
                    {CLAIM_COLUMNS.map((c) => (
                      <Table.Cell key={c} textAlign="end">
                        {format.number(r[c])}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end">{r.failureRate === null ? '—' : format.percent(r.failureRate)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </Stack>
  );
}
