import { Button, Heading, HStack, IconButton, Input, Table, VisuallyHidden } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResults } from '../EmptyResults';
import { RouterLink } from '../RouterLink';
import { FilterField } from './FilterBar';
import { stickyEnd } from './tableStyles';

/** A list screen's title with, when allowed, its "new" button (and any other buttons beside it). */
export function ListHeading({
  title,
  newTo,
  newLabel,
  children,
}: {
  title: string;
  newTo?: string | false;
  newLabel?: string;
  children?: ReactNode;
}) {
  return (
    <HStack justifyContent="space-between" wrap="wrap">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <HStack wrap="wrap">
        {children}
        {newTo && (
          <Button asChild colorPalette="brand">
            <RouterLink to={newTo} _hover={{ textDecoration: 'none' }}>
              <Plus aria-hidden /> {newLabel}
            </RouterLink>
          </Button>
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
  children,
}: {
  loading: boolean;
  count: number;
  header: ReactNode;
  actions?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!loading && count === 0) return <EmptyResults />;
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
        <Input type="date" value={from} onChange={(e) => onChange({ from: e.target.value })} />
      </FilterField>
      <FilterField label={t('list.to')}>
        <Input type="date" value={to} onChange={(e) => onChange({ to: e.target.value })} />
      </FilterField>
    </>
  );
}
