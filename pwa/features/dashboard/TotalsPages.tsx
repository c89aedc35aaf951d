import { SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResults } from '../../components/EmptyResults';
import { ExportButton } from '../../components/export/ExportButton';
import { ColumnCells, ColumnHeaders, exportColumns, type ListColumn } from '../../components/list/columns';
import { ListHeading } from '../../components/list/ListParts';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import {
  fetchTotalExportation,
  fetchTotalInventory,
  fetchTotalWarehouse,
  type InventoryRow,
  type TotalExportation,
  type TotalWarehouse,
} from '../../data/dashboard';
import { BarsChart, ChartCard } from './charts';
import { TotalsFilters, type FilterForm } from './TotalsFilters';
import { useOutletOptions, useTotals } from './useTotals';
import { ITEM_STATUSES, ITEM_TYPES, perStatus } from '../../../shared/items';
import { displayLocale } from '../../../shared/locales';
import { useAccess } from '../../session/access';

// Total Warehouse, Total Inventory and Total Exportation (spec §2): filters,
// a chart and a table of grouped counts, exportable to .xlsx as shown.

function CountsTable<Row>({
  columns,
  rows,
  rowKey,
  footer,
}: {
  columns: Array<ListColumn<Row>>;
  rows: Row[];
  rowKey(row: Row): string;
  footer?: Row;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <ColumnHeaders columns={columns} />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              <ColumnCells columns={columns} row={row} />
            </Table.Row>
          ))}
        </Table.Body>
        {footer ? (
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <ColumnCells columns={columns} row={footer} />
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A column of counts: the number as the UI writes it in the table, as a number in the spreadsheet. */
const countColumn = <Row,>(id: string, header: string, count: (row: Row) => number, write: (n: number) => string): ListColumn<Row> => ({
  id,
  header,
  numeric: true,
  cell: (r) => write(count(r)),
  export: count,
});

/** A column of text: the same in the table and the spreadsheet. */
const textColumn = <Row,>(id: string, header: string, text: (row: Row) => string): ListColumn<Row> => ({
  id,
  header,
  cell: text,
  export: text,
});

/** The totals are counts of items: exported, like the items database, with a catalog kind's Export permission (§6). */
function Screen({
  titleKey,
  introKey,
  actions,
  filters,
  children,
}: {
  titleKey: string;
  introKey: string;
  actions: ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { can } = useAccess();
  usePageTitle(titleKey);
  return (
    <Stack gap="5">
      <ListHeading title={t(titleKey)} subtitle={<Text color="fg.muted">{t(introKey)}</Text>}>
        {ITEM_TYPES.some((kind) => can(`${kind}Export`)) && actions}
      </ListHeading>
      {filters}
      {children}
    </Stack>
  );
}

export function TotalWarehousePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { filter, setFilter, remote } = useTotals('totalWarehouse', fetchTotalWarehouse);
  const rows = remote.data?.rows ?? [];
  type Row = TotalWarehouse['rows'][number];
  const columns: Array<ListColumn<Row>> = [
    textColumn('name', t('dashboard.columns.catalogEntry'), (r) => r.name),
    textColumn('itemType', t('dashboard.columns.itemType'), (r) => t(`items.type.${r.itemType}`)),
    countColumn('inStock', t('dashboard.columns.inStock'), (r) => r.inStock, format.number),
  ];
  return (
    <Screen
      titleKey="dashboard.warehouse.title"
      introKey="dashboard.warehouse.intro"
      actions={<ExportButton fileName={t('dashboard.warehouse.title')} columns={exportColumns(columns)} loadRows={async () => rows} />}
      filters={<TotalsFilters initial={filter} onApply={setFilter} fields={['itemType', 'dates']} />}
    >
      <ChartCard title={t('dashboard.charts.stockByType')}>
        <BarsChart
          data={(remote.data?.byType ?? []).map((b) => ({ type: t(`items.type.${b.itemType}`), count: b.count }))}
          category="type"
          series={[{ key: 'count', label: t('dashboard.columns.inStock') }]}
        />
      </ChartCard>
      {!remote.loading && rows.length === 0 ? (
        <EmptyResults />
      ) : (
        <CountsTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.catalogId}
          footer={{ catalogId: '', name: t('dashboard.columns.total'), itemType: 'product', inStock: remote.data?.total ?? 0 }}
        />
      )}
    </Screen>
  );
}

export function TotalInventoryPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const sellers = useOutletOptions();
  const { filter, setFilter, remote } = useTotals('totalInventory', fetchTotalInventory);
  const rows = remote.data?.rows ?? [];
  const typeLabel = (r: InventoryRow) => (r.itemType === 'all' ? t('dashboard.columns.total') : t(`items.type.${r.itemType}`));
  const columns: Array<ListColumn<InventoryRow>> = [
    textColumn('itemType', t('dashboard.columns.itemType'), typeLabel),
    ...([...ITEM_STATUSES, 'total'] as const).map((key) =>
      countColumn(key, t(`dashboard.columns.${key}`), (r: InventoryRow) => r[key], format.number),
    ),
  ];
  return (
    <Screen
      titleKey="dashboard.inventory.title"
      introKey="dashboard.inventory.intro"
      actions={
        <ExportButton
          fileName={t('dashboard.inventory.title')}
          columns={exportColumns(columns)}
          loadRows={async () => (remote.data ? [...rows, remote.data.total] : [])}
        />
      }
      filters={<TotalsFilters initial={filter} onApply={setFilter} sellers={sellers} />}
    >
      <ChartCard title={t('dashboard.charts.inventoryByType')}>
        <BarsChart
          data={rows.map((r) => ({ type: typeLabel(r), ...perStatus((status) => r[status]) }))}
          category="type"
          series={ITEM_STATUSES.map((key) => ({ key, label: t(`dashboard.columns.${key}`) }))}
        />
      </ChartCard>
      <CountsTable columns={columns} rows={rows} rowKey={(r) => r.itemType} footer={remote.data?.total} />
    </Screen>
  );
}

/** The last 12 months by default: exports are read per month. */
function lastYear(): FilterForm {
  const to = new Date();
  const from = new Date(Date.UTC(to.getUTCFullYear() - 1, to.getUTCMonth() + 1, 1));
  return { itemType: '', sellerId: '', from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

export function TotalExportationPage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const sellers = useOutletOptions();
  const { filter, setFilter, remote } = useTotals('totalExportation', fetchTotalExportation, lastYear());
  const data = remote.data;
  const monthName = (m: string) =>
    new Intl.DateTimeFormat(displayLocale(i18n.language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );
  type SellerRow = TotalExportation['bySeller'][number];
  const columns: Array<ListColumn<SellerRow>> = [
    textColumn('seller', t('dashboard.columns.seller'), (r) => r.sellerName ?? t('dashboard.unknownSeller')),
    countColumn('count', t('dashboard.columns.exported'), (r) => r.count, format.number),
  ];
  const rows = data?.bySeller ?? [];
  return (
    <Screen
      titleKey="dashboard.exportation.title"
      introKey="dashboard.exportation.intro"
      actions={<ExportButton fileName={t('dashboard.exportation.title')} columns={exportColumns(columns)} loadRows={async () => rows} />}
      filters={<TotalsFilters initial={filter} onApply={setFilter} sellers={sellers} />}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ChartCard title={t('dashboard.charts.exportsPerMonth')}>
          <BarsChart
            data={(data?.byMonth ?? []).map((m) => ({ month: monthName(m.month), count: m.count }))}
            category="month"
            series={[{ key: 'count', label: t('dashboard.columns.exported') }]}
          />
        </ChartCard>
        <ChartCard title={t('dashboard.charts.topSellers')}>
          <BarsChart
            data={rows.slice(0, 10).map((s) => ({ seller: s.sellerName ?? t('dashboard.unknownSeller'), count: s.count }))}
            category="seller"
            horizontal
            series={[{ key: 'count', label: t('dashboard.columns.exported') }]}
          />
        </ChartCard>
      </SimpleGrid>
      {!remote.loading && rows.length === 0 ? (
        <EmptyResults />
      ) : (
        <CountsTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.sellerId}
          footer={{ sellerId: '', sellerName: t('dashboard.columns.total'), count: data?.total ?? 0 }}
        />
      )}
    </Screen>
  );
}
