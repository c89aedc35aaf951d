import { Button, HStack, Text } from '@chakra-ui/react';
import { Eye, Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../../ui/errors/useErrorHandler';
import { useLanguage } from '../../../ui/language';
import type { Engagement } from '../../../data/public/common';
import { formatNumber } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

/**
 * Counts the visitor's view once on open, then shows likes and views with a
 * like button that toggles (like / unlike) for this visitor. The view is a
 * load (useLoad): on a server-rendered page the server counted it for the
 * visitor's cookie and rendered this visitor's liked state.
 */
export function EngagementBar({
  kind,
  id,
  initial,
  view,
  like,
}: {
  kind: string;
  id: string;
  initial: { likesCount: number; viewsCount: number };
  view: (id: string) => Promise<Engagement>;
  like: (id: string, on: boolean) => Promise<Engagement>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const onError = useErrorHandler();
  const seen = useLoad(`view:${kind}:${id}`, () => view(id));
  const [toggled, setState] = useState<Engagement | null>(null);
  const state: Engagement = toggled?.id === id ? toggled : (seen.data ?? { id, liked: false, ...initial });
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      setState(await like(id, !state.liked));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="4" wrap="wrap">
      <Button
        variant={state.liked ? 'solid' : 'outline'}
        colorPalette="red"
        size="sm"
        aria-pressed={state.liked}
        onClick={() => void toggle()}
        disabled={busy}
        data-testid="like-button"
      >
        <Heart aria-hidden fill={state.liked ? 'currentColor' : 'none'} />
        {state.liked ? t('public.engagement.liked') : t('public.engagement.like')}
        <Text as="span" data-testid="likes-count" fontVariantNumeric="tabular-nums">
          {formatNumber(state.likesCount, language)}
        </Text>
      </Button>
      <HStack gap="1" color="fg.muted" fontSize="sm">
        <Eye aria-hidden size={16} />
        <Text data-testid="views-count">{t('public.engagement.views', { count: state.viewsCount })}</Text>
      </HStack>
    </HStack>
  );
}
