import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import type { Pagination } from '../../../data/public/common';

/** The page number lives in the URL (?page=), so back and reload keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return [
    page,
    (next: number) => {
      const copy = new URLSearchParams(params);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      setParams(copy);
      window.scrollTo({ top: 0 });
    },
  ];
}

export function Pager({ pagination, onPage }: { pagination: Pagination | undefined; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!pagination || pagination.pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('public.pager.label')} justify="center" gap="4">
      <Button variant="outline" size="sm" disabled={pagination.isFirstPage} onClick={() => onPage(pagination.page - 1)}>
        <ChevronLeft aria-hidden style={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />
        {t('public.pager.previous')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t('public.pager.status', { page: pagination.page, pages: pagination.pageCount })}
      </Text>
      <Button variant="outline" size="sm" disabled={pagination.isLastPage} onClick={() => onPage(pagination.page + 1)}>
        {t('public.pager.next')}
        <ChevronRight aria-hidden style={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />
      </Button>
    </HStack>
  );
}

/** A cursor page's position in the URL (?after= or ?before=), so back and reload keep it. */
export function useCursorParam(): [{ after: string | null; before: string | null }, (next: { after?: string; before?: string }) => void] {
  const [params, setParams] = useSearchParams();
  const after = params.get('after');
  const before = after ? null : params.get('before');
  return [
    { after, before },
    (next) => {
      setParams(next.after ? { after: next.after } : next.before ? { before: next.before } : {});
      window.scrollTo({ top: 0 });
    },
  ];
}

/** Newer and older batches; a button is enabled only when the server found a record beyond (spec public §4). */
export function CursorPager({
  page,
  onMove,
}: {
  page: { nextCursor: string | null; previousCursor: string | null; hasNext: boolean; hasPrevious: boolean } | undefined;
  onMove: (next: { after?: string; before?: string }) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!page || (!page.hasNext && !page.hasPrevious)) return null;
  const flip = { transform: language === 'ar' ? 'scaleX(-1)' : undefined };
  return (
    <HStack as="nav" aria-label={t('public.pager.label')} justify="center" gap="4">
      <Button
        variant="outline"
        size="sm"
        disabled={!page.hasPrevious || !page.previousCursor}
        onClick={() => page.previousCursor && onMove({ before: page.previousCursor })}
      >
        <ChevronLeft aria-hidden style={flip} />
        {t('public.pager.previous')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!page.hasNext || !page.nextCursor}
        onClick={() => page.nextCursor && onMove({ after: page.nextCursor })}
      >
        {t('public.pager.next')}
        <ChevronRight aria-hidden style={flip} />
      </Button>
    </HStack>
  );
}
