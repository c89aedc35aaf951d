import { Badge, Box, Button, Card, Collapsible, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { serverNow } from '../../lib/serverClock';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionInput } from '../../../shared/items';
import { isWellFormedSerial, readSerial } from '../../../shared/items/serial';
import { RETURN_REASON_MAX } from '../../../shared/validation/item';
import { useFormatters } from '../../components/useFormatters';
import { findLocalItem } from '../../data/device/items';
import { dismissActions, makeAction, queueActions } from '../../data/device/outbox';
import { pendingFor } from '../../data/device/pending';
import type { LocalAction } from '../../data/device/types';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useAccess } from '../../session/access';
import { showError, showSuccess } from '../../ui/toaster';
import { refusalCause, refusalWords } from './answerWords';
import { precheck } from './precheck';
import { seenOf } from './scanQueue';

type Payload = ActionInput['payload'] & { clientName?: string; clientPhone?: string; returnReason?: string };
const payloadOf = (action: LocalAction) => action.payload as Payload;

/** The customer an action was for (a sale or an activation), as typed at the counter. */
export function clientOf(action: LocalAction): string | null {
  return payloadOf(action).clientName?.trim() || null;
}

/** Serials shown on a group's card before "show each" (the rest counted): a long group stays one short card. */
const SERIALS_SHOWN = 6;

/**
 * The refused-actions inbox, one card per reason (issue 29 point 6): 179 refusals for the same cause are one card
 * with "dismiss all" and "fix and retry", not 179 cards. Each refusal can still be opened and dealt with alone.
 * A cause is the reason's key and values (answerWords.ts), so the groups stay the same in either language.
 */
export function RefusalGroups({ refused }: { refused: LocalAction[] }) {
  const groups = useMemo(() => {
    const byCause = new Map<string, LocalAction[]>();
    for (const action of refused) {
      const cause = refusalCause(action);
      byCause.set(cause, [...(byCause.get(cause) ?? []), action]);
    }
    return [...byCause.entries()].sort((a, b) => b[1].length - a[1].length);
  }, [refused]);
  return (
    <>
      {groups.map(([cause, actions]) => (
        <RefusalGroup key={cause} actions={actions} />
      ))}
    </>
  );
}

function RefusalGroup({ actions }: { actions: LocalAction[] }) {
  const { t } = useTranslation();
  const reason = actions[0] && refusalWords(t, actions[0]);
  const format = useFormatters();
  const db = useLocalDatabase();
  const [fixing, setFixing] = useState(false);
  const count = actions.length;
  const shown = actions.slice(0, SERIALS_SHOWN);
  const clients = [...new Set(actions.flatMap((a) => clientOf(a) ?? []))];
  return (
    <Card.Root size="sm" borderColor="red.muted" data-testid="refusal-group" data-count={count}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text color="red.fg" fontWeight="semibold" data-testid="refusal-reason">
            {reason || t('operations.outbox.noReason')}
          </Text>
          <Badge colorPalette="red" size="lg" flexShrink="0">
            {format.number(count)}
          </Badge>
        </HStack>
        <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" fontSize="sm">
          {shown.map((a) => (
            <Box as="li" key={a.id} px="1.5" borderRadius="sm" bg="bg.muted" fontFamily="mono">
              <bdi dir="ltr">{a.serialNumber}</bdi>
            </Box>
          ))}
          {count > shown.length && (
            <Box as="li" color="fg.muted">
              {t('operations.outbox.andMore', { count: count - shown.length, formatted: format.number(count - shown.length) })}
            </Box>
          )}
        </HStack>
        {clients.length > 0 && (
          <Text fontSize="sm" data-testid="action-client">
            {t('operations.outbox.client', {
              name: clients.slice(0, 3).join(t('operations.outbox.nameSeparator')),
            })}
            {clients.length > 3 &&
              ` ${t('operations.outbox.andMoreCustomers', { count: clients.length - 3, formatted: format.number(clients.length - 3) })}`}
          </Text>
        )}
        {fixing ? (
          <RetryForm actions={actions} onDone={() => setFixing(false)} />
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" minH="11" onClick={() => setFixing(true)}>
              {t('operations.outbox.fix')}
            </Button>
            <Button
              size="sm"
              minH="11"
              variant="outline"
              onClick={() =>
                db &&
                void dismissActions(
                  db,
                  actions.map((a) => a.id),
                )
              }
            >
              {count > 1 ? t('operations.outbox.dismissAll', { count, formatted: format.number(count) }) : t('operations.outbox.dismiss')}
            </Button>
          </HStack>
        )}
        {count > 1 && !fixing && (
          <Collapsible.Root lazyMount unmountOnExit>
            <Collapsible.Trigger asChild>
              <Button size="sm" minH="11" variant="ghost" alignSelf="start">
                {t('operations.outbox.showEach')}
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Stack gap="2" pt="2">
                {actions.map((action) => (
                  <RefusedCard key={action.id} action={action} />
                ))}
              </Stack>
            </Collapsible.Content>
          </Collapsible.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** One action as the outbox shows it: serial, type, customer, when it was scanned and answered, the refusal. */
export function ActionCard({
  action,
  children,
  showError: withError = true,
}: {
  action: LocalAction;
  children?: ReactNode;
  showError?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const client = clientOf(action);
  const refused = refusalWords(t, action);
  return (
    <Card.Root size="sm" data-testid="outbox-action" data-serial={action.serialNumber} data-state={action.state}>
      <Card.Body gap="1">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontFamily="mono" dir="ltr" fontWeight="semibold">
            {action.serialNumber}
          </Text>
          <Badge colorPalette={action.state === 'rejected' ? 'red' : 'orange'} size="lg">
            {t(`operations.actionType.${action.type}`)}
          </Badge>
        </HStack>
        {client && (
          <Text fontSize="sm" data-testid="action-client">
            {t('operations.outbox.client', { name: client })}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('operations.outbox.scannedAt', { time: format.dateTime(action.createdAt) })}
          {action.resultAt ? ` · ${t('operations.outbox.answeredAt', { time: format.dateTime(action.resultAt) })}` : ''}
        </Text>
        {withError && refused && <Text color="red.fg">{refused}</Text>}
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
    <ActionCard action={action} showError={false}>
      {fixing ? (
        <RetryForm actions={[action]} onDone={() => setFixing(false)} />
      ) : (
        <HStack gap="2" pt="2" wrap="wrap">
          <Button size="sm" minH="11" onClick={() => setFixing(true)}>
            {t('operations.outbox.fix')}
          </Button>
          <Button size="sm" minH="11" variant="outline" onClick={() => db && void dismissActions(db, [action.id])}>
            {t('operations.outbox.dismiss')}
          </Button>
        </HStack>
      )}
    </ActionCard>
  );
}

/** The value every action shares, else '' (left empty: each keeps its own). */
function shared(actions: LocalAction[], field: 'clientName' | 'clientPhone' | 'returnReason'): string {
  const values = new Set(actions.map((a) => payloadOf(a)[field] ?? ''));
  return values.size === 1 ? ([...values][0] ?? '') : '';
}

/**
 * Refused actions sent again as new actions (a new id: the server has already answered the old ones) once the
 * device's own checks pass, in one outbox write: a group's, with its customer or return reason changed for all
 * (a field left empty keeps each one's own), or one action's, whose serial can be corrected too.
 */
function RetryForm({ actions, onDone }: { actions: LocalAction[]; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const db = useLocalDatabase();
  const { caller } = useAccess();
  const single = actions.length === 1 ? actions[0] : undefined;
  const hasClient = actions.some((a) => a.type === 'activate' || a.type === 'sell');
  // A restore refused for its missing reason is a customer's return: the reason is asked here.
  const isRestore = actions.some((a) => a.type === 'restore');
  const [serial, setSerial] = useState(single?.serialNumber ?? '');
  const [clientName, setClientName] = useState(() => shared(actions, 'clientName'));
  const [clientPhone, setClientPhone] = useState(() => shared(actions, 'clientPhone'));
  const [returnReason, setReturnReason] = useState(() => shared(actions, 'returnReason'));
  const [busy, setBusy] = useState(false);

  function fixed(action: LocalAction): Payload {
    const old = payloadOf(action);
    if (action.type === 'activate' || action.type === 'sell')
      return { ...old, clientName: clientName.trim() || old.clientName, clientPhone: clientPhone.trim() || old.clientPhone };
    if (action.type === 'restore' && returnReason.trim()) return { ...old, returnReason: returnReason.trim() };
    return old;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!db || !caller || busy) return;
    const typed = single ? readSerial(serial) : null;
    if (single && !(typed && isWellFormedSerial(typed))) return showError(t('scan.badCheckDigit'));
    setBusy(true);
    try {
      const now = new Date();
      const retried: LocalAction[] = [];
      const done: string[] = [];
      const still = new Map<string, number>();
      for (const action of actions) {
        const serialNumber = typed ?? action.serialNumber;
        const payload = fixed(action);
        const item = await findLocalItem(db, serialNumber);
        const verdict = precheck(action.type, payload, item, caller, serverNow(), pendingFor(db, serialNumber, item));
        if (verdict.verdict === 'refused' || verdict.verdict === 'needsReason') {
          const why = verdict.verdict === 'refused' ? t(verdict.key, verdict.params) : t('items.errors.returnReasonRequired');
          still.set(why, (still.get(why) ?? 0) + 1);
          continue;
        }
        retried.push(await makeAction(db, { type: action.type, serialNumber, payload, seen: seenOf(item) }, now));
        done.push(action.id);
      }
      try {
        await queueActions(db, retried, { dismiss: done });
      } catch {
        return showError(t('operations.storage.notKept'));
      }
      for (const [why, count] of still) showError(count > 1 ? `${why} (${format.number(count)})` : why);
      if (retried.length) {
        showSuccess(t('operations.outbox.retriedCount', { count: retried.length, formatted: format.number(retried.length) }));
        onDone();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="form" gap="3" pt="2" onSubmit={(e) => void submit(e)}>
      {single && (
        <Field.Root>
          <Field.Label>{t('scan.field')}</Field.Label>
          <Input dir="ltr" value={serial} onChange={(e) => setSerial(e.currentTarget.value)} autoComplete="off" />
        </Field.Root>
      )}
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
      <HStack gap="2" wrap="wrap">
        <Button type="submit" size="sm" minH="11" colorPalette="brand" loading={busy}>
          {single
            ? t('operations.outbox.retry')
            : t('operations.outbox.retryAll', { count: actions.length, formatted: format.number(actions.length) })}
        </Button>
        <Button size="sm" minH="11" variant="ghost" onClick={onDone}>
          {t('operations.back')}
        </Button>
      </HStack>
    </Stack>
  );
}
