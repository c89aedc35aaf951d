import { Button, Heading, HStack, IconButton, Input, Stack, Table, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResults } from '../EmptyResults';
import { RouterLink } from '../RouterLink';
import { FilterField } from './FilterBar';
import { Pager } from './Pager';
import { stickyEnd } from './tableStyles';
import { ColumnCells, ColumnHeaders, type ListColumn } from './columns';
import { SavedNote } from '../SavedNote';

/** A link that looks like a button (a list's import, an entry's edit); `to` is language-neutral. */
export function LinkButton({
  to,
  icon,
  variant = 'outline',
  colorPalette,
  children,
}: {
  to: string;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  colorPalette?: ButtonProps['colorPalette'];
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} colorPalette={colorPalette}>
      <RouterLink to={to} _hover={{ textDecoration: 'none' }}>
        {icon}
        {children}
      </RouterLink>
    </Button>
  );
}

/**
 * A screen's title with, when allowed, its "new" button (and any other
 * buttons beside it); a badge beside the title and lines under it (an intro,
 * "as of") where the screen has them.
 */
export function ListHeading({
  title,
  newTo,
  newLabel,
  badge,
  subtitle,
  children,
}: {
  title: ReactNode;
  newTo?: string | false;
  newLabel?: string;
  badge?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HStack justifyContent="space-between" wrap="wrap" gap="3">
      <Stack gap="1">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {badge}
        </HStack>
        {subtitle}
      </Stack>
      <HStack wrap="wrap">
        {children}
        {newTo && (
          <LinkButton to={newTo} variant="solid" colorPalette="brand" icon={<Plus aria-hidden />}>
            {newLabel}
          </LinkButton>
        )}
      </HStack>
    </HStack>
  );
}

/**
 * The results of a server-paged list: "No Results Found" once loaded empty,
 * otherwise a table that scrolls sideways on narrow screens. `actions` adds
 * the (visually hidden) header of the sticky row-actions column.
 */
export function ResultsTable({
  loading,
  count,
  header,
  actions,
  onRetry,
  children,
}: {
  loading: boolean;
  count: number;
  header: ReactNode;
  actions?: boolean;
  /** Set when the list could not be loaded at all: it says so, with a retry, instead of "No Results Found". */
  onRetry?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!loading && count === 0) return <EmptyResults onRetry={onRetry} />;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive aria-busy={loading}>
        <Table.Header>
          <Table.Row>
            {header}
            {actions && (
              <Table.ColumnHeader {...stickyEnd}>
                <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A row's edit link and delete button, each shown only when given (i.e. allowed). */
export function RowActions({ name, editTo, onDelete }: { name: string; editTo?: string | false; onDelete?: (() => void) | false }) {
  const { t } = useTranslation();
  return (
    <Table.Cell {...stickyEnd}>
      <HStack gap="0" justifyContent="end">
        {editTo && (
          <IconButton asChild size="xs" variant="ghost" aria-label={t('list.editNamed', { name })}>
            <RouterLink to={editTo}>
              <Pencil aria-hidden />
            </RouterLink>
          </IconButton>
        )}
        {onDelete && (
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('list.deleteNamed', { name })} onClick={onDelete}>
            <Trash2 aria-hidden />
          </IconButton>
        )}
      </HStack>
    </Table.Cell>
  );
}

/** What a list screen's pager reads and sets (useListState gives it). */
export interface PageState {
  page: number;
  pageSize: number;
  setPage(page: number): void;
  setPageSize(size: number): void;
}

/**
 * A server-paged list's results and pager: the table of `loaded` rows (each
 * drawn by `children`, keyed there) or "No Results Found", then the total and
 * the page controls.
 */
export function PagedResults<Row>({
  loaded,
  list,
  header,
  actions,
  totalKey,
  children,
}: {
  loaded: {
    data?: { count: number; rows: readonly Row[] } | undefined;
    loading: boolean;
    savedAt?: string | undefined;
    error?: unknown;
    reload?(): void;
  };
  list: PageState;
  header: ReactNode;
  actions?: boolean;
  totalKey?: string;
  children(row: Row): ReactNode;
}) {
  const count = loaded.data?.count ?? 0;
  return (
    <>
      <SavedNote savedAt={loaded.savedAt} />
      <ResultsTable
        loading={loaded.loading}
        count={count}
        header={header}
        actions={actions}
        // A failed load has no rows to show: not an empty result (an offline phone would read "no items").
        onRetry={loaded.error && !loaded.data ? loaded.reload : undefined}
      >
        {(loaded.data?.rows ?? []).map(children)}
      </ResultsTable>
      <ListPager count={loaded.data?.count} list={list} totalKey={totalKey} />
    </>
  );
}

/** A server-paged list whose rows are its columns and nothing more (no row actions). */
export function PagedColumns<Row extends { id: string }>({
  loaded,
  list,
  columns,
}: Pick<Parameters<typeof PagedResults<Row>>[0], 'loaded' | 'list'> & { columns: Array<ListColumn<Row>> }) {
  return (
    <PagedResults loaded={loaded} list={list} header={<ColumnHeaders columns={columns} />}>
      {(row) => (
        <Table.Row key={row.id}>
          <ColumnCells columns={columns} row={row} />
        </Table.Row>
      )}
    </PagedResults>
  );
}

/** The pager of a list whose page and page size live in the address (useListState). */
export function ListPager({ count, list, totalKey }: { count: number | undefined; list: PageState; totalKey?: string | undefined }) {
  return (
    <Pager
      count={count}
      page={list.page}
      pageSize={list.pageSize}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
      totalKey={totalKey}
    />
  );
}

/** A record page's edit link and delete button (beside its heading), each shown only when given (i.e. allowed). */
export function RecordActions({ editTo, onDelete, busy }: { editTo?: string | false; onDelete?: (() => void) | false; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {editTo && (
        <LinkButton to={editTo} icon={<Pencil aria-hidden />}>
          {t('list.edit')}
        </LinkButton>
      )}
      {onDelete && (
        <Button variant="ghost" colorPalette="red" loading={busy} onClick={onDelete}>
          <Trash2 aria-hidden /> {t('list.delete')}
        </Button>
      )}
    </>
  );
}

/** The top of a record's own page: the way back to its list, then its heading (ListHeading). */
export function RecordHeading({
  backTo,
  backLabel,
  ...heading
}: { backTo: string; backLabel: string } & Parameters<typeof ListHeading>[0]) {
  return (
    <>
      <RouterLink to={backTo}>{backLabel}</RouterLink>
      <ListHeading {...heading} />
    </>
  );
}

/** A row's name, linking to the record's own page (a list column's cell). */
export function RowLink({ to, children, ...link }: { to: string; children: ReactNode } & Omit<ComponentProps<typeof RouterLink>, 'to'>) {
  return (
    <RouterLink to={to} fontWeight="medium" {...link}>
      {children}
    </RouterLink>
  );
}

/** The "from" and "to" date filters most lists have. */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange(patch: { from?: string; to?: string }): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FilterField label={t('list.from')}>
        <Input type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </FilterField>
      <FilterField label={t('list.to')}>
        <Input type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </FilterField>
    </>
  );
}
