import { Badge, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionInput } from '../../../shared/items';
import { isWellFormedSerial, normalizeSerial } from '../../../shared/items/serial';
import { RETURN_REASON_MAX } from '../../../shared/validation/item';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { findLocalItem } from '../../data/items';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { dismissAction, queueAction, useOutbox } from '../../data/outbox';
import { pendingFor } from '../../data/pendingActions';
import type { LocalAction } from '../../data/schemas';
import { useOnline } from '../../lib/online';
import { useAccess } from '../../session/access';
import { showError, showSuccess } from '../../ui/toaster';
import { precheck } from './precheck';
import { seenOf } from './scanQueue';

/**
 * The outbox: what waits to reach the server, and the refused-actions inbox. A refusal stays here across
 * reloads until it is dismissed or fixed and sent again as a new action (a new id: the server has already
 * answered the old one, and answers it the same way however often it is sent).
 */
export function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle('operations.outbox.title');
  const db = useLocalDatabase();
  const online = useOnline();
  const { queued, refused } = useOutbox(db);
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="xl">
        {t('operations.outbox.title')}
      </Heading>
      <Text color="fg.muted" data-testid="outbox-connection">
        {t(online ? (queued.length ? 'operations.sync.syncingLong' : 'operations.sync.onlineLong') : 'operations.sync.offlineLong')}
      </Text>

      <Stack gap="3" as="section" aria-labelledby="refused-heading">
        <Heading as="h2" size="md" id="refused-heading">
          {t('operations.outbox.refusedTitle', { count: refused.length })}
        </Heading>
        {refused.length === 0 ? (
          <Text color="fg.muted">{t('operations.outbox.noRefusals')}</Text>
        ) : (
          refused.map((action) => <RefusedCard key={action.id} action={action} />)
        )}
      </Stack>

      <Stack gap="3" as="section" aria-labelledby="queued-heading">
        <Heading as="h2" size="md" id="queued-heading">
          {t('operations.outbox.queuedTitle', { count: queued.length })}
        </Heading>
        {queued.length === 0 ? (
          <Text color="fg.muted">{t('operations.outbox.allSynced')}</Text>
        ) : (
          queued.map((a) => <ActionCard key={a.id} action={a} />)
        )}
      </Stack>
    </Stack>
  );
}

function ActionCard({ action, children }: { action: LocalAction; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card.Root size="sm" data-testid="outbox-action" data-serial={action.serialNumber} data-state={action.state}>
      <Card.Body gap="1">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontFamily="mono" dir="ltr" fontWeight="semibold">
            {action.serialNumber}
          </Text>
          <Badge colorPalette={action.state === 'rejected' ? 'red' : 'orange'}>{t(`operations.actionType.${action.type}`)}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('operations.outbox.scannedAt', { time: format.dateTime(action.createdAt) })}
          {action.resultAt ? ` · ${t('operations.outbox.answeredAt', { time: format.dateTime(action.resultAt) })}` : ''}
        </Text>
        {action.error && (
          <Text color="red.fg" data-testid="refusal-reason">
            {action.error}
          </Text>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function RefusedCard({ action }: { action: LocalAction }) {
  const { t } = useTranslation();
  const db = useLocalDatabase();
  const [fixing, setFixing] = useState(false);
  return (
    <ActionCard action={action}>
      {fixing ? (
        <RetryForm action={action} onDone={() => setFixing(false)} />
      ) : (
        <HStack gap="2" pt="2" wrap="wrap">
          <Button size="sm" minH="11" onClick={() => setFixing(true)}>
            {t('operations.outbox.fix')}
          </Button>
          <Button size="sm" minH="11" variant="outline" onClick={() => db && void dismissAction(db, action.id)}>
            {t('operations.outbox.dismiss')}
          </Button>
        </HStack>
      )}
    </ActionCard>
  );
}

/** The refused action's serial and client, editable; sent again as a new action once the device's own checks pass. */
function RetryForm({ action, onDone }: { action: LocalAction; onDone: () => void }) {
  const { t } = useTranslation();
  const db = useLocalDatabase();
  const { caller } = useAccess();
  const old = JSON.parse(action.payload) as ActionInput['payload'] & { clientName?: string; clientPhone?: string };
  const hasClient = action.type === 'activate' || action.type === 'sell';
  // A restore refused for its missing reason is a customer's return: the reason is asked here.
  const isRestore = action.type === 'restore';
  const [returnReason, setReturnReason] = useState(old.returnReason ?? '');
  const [serial, setSerial] = useState(action.serialNumber);
  const [clientName, setClientName] = useState(old.clientName ?? '');
  const [clientPhone, setClientPhone] = useState(old.clientPhone ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!db || !caller) return;
    const serialNumber = normalizeSerial(serial);
    if (!isWellFormedSerial(serialNumber)) return showError(t('scan.badCheckDigit'));
    const payload = hasClient
      ? { ...old, clientName: clientName.trim(), clientPhone: clientPhone.trim() }
      : isRestore && returnReason.trim()
        ? { ...old, returnReason: returnReason.trim() }
        : old;
    const item = await findLocalItem(db, serialNumber);
    const verdict = precheck(action.type, payload, item, caller, new Date(), pendingFor(db, serialNumber));
    if (verdict.verdict === 'refused') return showError(t(verdict.key, verdict.params));
    if (verdict.verdict === 'needsReason') return showError(t('items.errors.returnReasonRequired'));
    await queueAction(db, action.type, serialNumber, payload, seenOf(item));
    await dismissAction(db, action.id);
    showSuccess(t('operations.outbox.retried'));
    onDone();
  }

  return (
    <Stack as="form" gap="3" pt="2" onSubmit={(e) => void submit(e)}>
      <Field.Root>
        <Field.Label>{t('scan.field')}</Field.Label>
        <Input dir="ltr" value={serial} onChange={(e) => setSerial(e.currentTarget.value)} autoComplete="off" />
      </Field.Root>
      {hasClient && (
        <>
          <Field.Root>
            <Field.Label>{t('operations.activate.clientName')}</Field.Label>
            <Input value={clientName} onChange={(e) => setClientName(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('operations.activate.clientPhone')}</Field.Label>
            <Input type="tel" dir="ltr" value={clientPhone} onChange={(e) => setClientPhone(e.currentTarget.value)} />
          </Field.Root>
        </>
      )}
      {isRestore && (
        <Field.Root>
          <Field.Label>{t('operations.restore.returnReason')}</Field.Label>
          <Input value={returnReason} maxLength={RETURN_REASON_MAX} onChange={(e) => setReturnReason(e.currentTarget.value)} />
        </Field.Root>
      )}
      <HStack gap="2">
        <Button type="submit" size="sm" minH="11" colorPalette="brand">
          {t('operations.outbox.retry')}
        </Button>
        <Button size="sm" minH="11" variant="ghost" onClick={onDone}>
          {t('operations.back')}
        </Button>
      </HStack>
    </Stack>
  );
}
