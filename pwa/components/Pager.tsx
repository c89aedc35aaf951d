import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Arrows point the reading direction: mirrored in Arabic. */
function Mirrored({ children }: { children: React.ReactNode }) {
  return (
    <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
      {children}
    </Box>
  );
}

/** Previous / next paging with "Page x of y" (pages = total / size, rounded up). */
export function Pager({ page, count, pageSize, onPage, totalKey }: { page: number; count: number; pageSize: number; onPage(page: number): void; totalKey: string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t(totalKey, { count })}
      </Text>
      <HStack gap="2">
        <Button size="xs" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <Mirrored><ChevronLeft aria-hidden /></Mirrored>
          {t('common.pager.previous')}
        </Button>
        <Text fontSize="sm">{t('common.pager.page', { page: page + 1, pages })}</Text>
        <Button size="xs" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t('common.pager.next')}
          <Mirrored><ChevronRight aria-hidden /></Mirrored>
        </Button>
      </HStack>
    </HStack>
  );
}
