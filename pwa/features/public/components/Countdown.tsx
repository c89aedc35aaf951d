import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { useHydrating, useSsrPayload } from '../../../lib/ssrPayload';
import { formatNumber } from '../../../components/useFormatters';

/** Spec §9: the countdown ticks every 1000 ms. */
export const COUNTDOWN_TICK_MS = 1000;

export function remaining(target: number, now: number) {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Days, hours, minutes and seconds to `to`; EXPIRED once it has passed. */
export function Countdown({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const target = Date.parse(to);
  // A server-rendered page hydrates at the server's clock (the HTML shows it),
  // then the layout effect moves to the visitor's clock before paint.
  const payload = useSsrPayload();
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => (hydrating && payload ? payload.now : Date.now()));
  useLayoutEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const left = remaining(target, now);
  if (!left.total) {
    return (
      <Text data-testid="countdown" data-expired="true" fontWeight="bold" fontSize="xl" color="red.fg" role="status">
        {t('public.countdown.expired')}
      </Text>
    );
  }
  const parts = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    <Box role="timer" aria-label={label} data-testid="countdown" data-seconds={left.total} data-target={target} suppressHydrationWarning>
      <HStack gap="2" justify="center">
        {parts.map(([unit, value]) => (
          <Stack key={unit} gap="0" align="center" minW="14" py="2" px="1" borderRadius="md" bg="bg.muted">
            {/* boot.ts ticks these digits before the app hydrates, so the DOM's may be newer than this render's. */}
            <Text
              fontSize="2xl"
              fontWeight="bold"
              lineHeight="1.1"
              fontVariantNumeric="tabular-nums"
              data-unit={unit}
              suppressHydrationWarning
            >
              {formatNumber(value, language).padStart(2, language === 'ar' ? '٠' : '0')}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t(`public.countdown.${unit}`)}
            </Text>
          </Stack>
        ))}
      </HStack>
    </Box>
  );
}
