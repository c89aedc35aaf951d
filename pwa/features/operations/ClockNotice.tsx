import { Box, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/useFormatters';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useServerClockOffset } from '../../lib/useServerClock';

/** Past this, a phone's clock is worth a word: sales are dated by the server's clock, not the one the seller sees. */
const TOLD_AFTER_MS = 5 * 60_000;

/**
 * Under the header, for an account that works on the device, when the phone's clock is off (issue 41 point 4: a
 * phone two days behind dated its sales two days early, with no warning). The sales are dated right anyway (the
 * device corrects by the offset it measured; the server checks it); this says so, and how far off the phone is.
 */
export function ClockNotice() {
  const { t } = useTranslation();
  const format = useFormatters();
  const offset = useServerClockOffset();
  if (!useLocalDatabase() || offset === null || Math.abs(offset) < TOLD_AFTER_MS) return null;
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const amount =
    minutes >= 48 * 60
      ? t('operations.clock.days', { count: Math.round(minutes / 1440), formatted: format.number(Math.round(minutes / 1440)) })
      : minutes >= 90
        ? t('operations.clock.hours', { count: Math.round(minutes / 60), formatted: format.number(Math.round(minutes / 60)) })
        : t('operations.clock.minutes', { count: minutes, formatted: format.number(minutes) });
  return (
    <Box px="4" py="2" borderBottomWidth="1px" bg="orange.subtle" color="orange.fg" data-testid="clock-notice" role="status">
      <Text fontSize="sm" display="flex" gap="2" alignItems="center">
        <Clock aria-hidden size="16" />
        {t(offset > 0 ? 'operations.clock.behind' : 'operations.clock.ahead', { amount })}
      </Text>
    </Box>
  );
}
