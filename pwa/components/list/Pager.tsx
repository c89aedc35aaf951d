import { Box, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../useFormatters';
import { pageCount, PAGE_SIZES } from './listQuery';

interface Props {
  /** Undefined while the first answer for this page is on its way: no total or page count is shown yet ("Total: 0" read as an empty list). */
  count: number | undefined;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** Without it the page size is fixed and no selector is shown. */
  onPageSize?(size: number): void;
  /** The total line's message ({{count}}, {{formatted}}); "Total: n" by default. */
  totalKey?: string;
}

/** Arrows point the reading direction: mirrored in Arabic. */
function Mirrored({ children }: { children: React.ReactNode }) {
  return (
    <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
      {children}
    </Box>
  );
}

/** Total, previous/next and the page-size selector (spec §9: not on mobile, under 576 px). */
export function Pager({ count, page, pageSize, onPage, onPageSize, totalKey = 'list.total' }: Props) {
  const { t } = useTranslation();
  const total = count ?? 0;
  const pages = pageCount(total, pageSize);
  const format = useFormatters();
  // Unknown yet: the line keeps its place (no jump when the answer comes), its words hidden.
  const known = count === undefined ? { visibility: 'hidden' as const } : {};
  return (
    <HStack justifyContent="space-between" wrap="wrap" gap="3">
      <Text color="fg.muted" {...known}>
        {t(totalKey, { count: total, formatted: format.number(total) })}
      </Text>
      <HStack gap="2" wrap="wrap">
        {onPageSize && (
          <NativeSelect.Root size="sm" width="auto" hideBelow="xs">
            <NativeSelect.Field aria-label={t('list.pageSize')} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t('list.perPage', { size: format.number(size) })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <Mirrored>
            <ChevronLeft aria-hidden />
          </Mirrored>
          {t('list.previous')}
        </Button>
        <Text {...known}>{t('list.pageOf', { page: format.number(page + 1), pages: format.number(pages) })}</Text>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t('list.next')}
          <Mirrored>
            <ChevronRight aria-hidden />
          </Mirrored>
        </Button>
      </HStack>
    </HStack>
  );
}
