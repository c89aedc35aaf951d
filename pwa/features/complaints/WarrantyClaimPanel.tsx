import { Alert, Badge, Box, Button, Card, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { serverNow } from '../../lib/serverClock';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_OUTCOMES, isClaimAction, type ClaimActionType, type ClaimOutcome, type OpenClaimStatus } from '../../../shared/items/states';
import { normalizeSerial, readSerial } from '../../../shared/items/serial';
import { claimPayloadRefusal } from '../../../shared/items/machine';
import { fetchClaims, localClaimItem, queueClaimStep, type ClaimStepPayload, type WarrantyClaim } from '../../data/claims';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useActions, useOutbox } from '../../data/device/outbox';
import { pendingFor } from '../../data/device/pending';
import type { LocalAction } from '../../data/device/types';
import { FormField } from '../../components/FormField';
import { useFormatters } from '../../components/useFormatters';
import { useAccess } from '../../session/access';
import { showError, showSuccess } from '../../ui/toaster';
import { useLoad } from '../../ui/useLoad';
import { precheck, refusalWords, seenOf } from '../operations';

// A complaint's item as a warranty claim: received → diagnosed → repaired,
// replaced or refused. The claim as the server holds it, then the steps this
// device has queued and not yet sent: each step is an offline action
// (shared/items/actions.ts), so the claim moves on without a connection.

/** The open claim's status after the queued steps (null: no claim open). */
function statusAfter(open: OpenClaimStatus | null, queued: readonly LocalAction[]): OpenClaimStatus | null {
  let status = open;
  for (const a of queued)
    status = a.type === 'claimReceive' ? 'received' : a.type === 'claimDiagnose' ? 'diagnosed' : a.type === 'claimResolve' ? null : status;
  return status;
}

function payloadOf(action: LocalAction): ClaimStepPayload {
  return action.payload as ClaimStepPayload;
}

const stepStatus = (action: LocalAction): string =>
  action.type === 'claimReceive' ? 'received' : action.type === 'claimDiagnose' ? 'diagnosed' : (payloadOf(action).outcome ?? 'refused');

export function WarrantyClaimPanel({ complaintId, serialNumber }: { complaintId: string; serialNumber: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const db = useLocalDatabase();
  const access = useAccess();
  const serial = normalizeSerial(serialNumber);
  const claims = useLoad(`claims:${serial}`, (signal) => fetchClaims(serial, signal));
  const outbox = useOutbox(db);
  const ours = (a: LocalAction) => a.serialNumber === serial && isClaimAction(a.type);
  const queued = outbox.queued.filter(ours);
  const refused = outbox.refused.filter(ours);

  // The steps queued on this screen: once the server has answered one, the claim is read again.
  const [sent, setSent] = useState<string[]>([]);
  const answers = useActions(db, sent);
  const answered = [...answers.values()].filter((a) => a.state !== 'queued').map((a) => `${a.id}:${a.state}`);
  const answeredKey = answered.join(',');
  const { reload } = claims;
  useEffect(() => {
    if (answeredKey) reload();
  }, [answeredKey, reload]);

  const latest: WarrantyClaim | undefined = claims.data?.[0];
  const serverOpen: OpenClaimStatus | null =
    latest?.open && (latest.status === 'received' || latest.status === 'diagnosed') ? latest.status : null;
  const status = statusAfter(serverOpen, queued);
  // A claim queued anew after a resolved one shows only its own steps.
  const shown = queued.some((a) => a.type === 'claimReceive') ? undefined : latest;

  const [notes, setNotes] = useState('');
  const [outcome, setOutcome] = useState<ClaimOutcome | ''>('');
  const [replacement, setReplacement] = useState('');
  const [busy, setBusy] = useState(false);
  // A resolution waiting to sync ends the claim: nothing more is offered until the server has answered it.
  const resolving = queued.at(-1)?.type === 'claimResolve';
  // A replaced item is out of service: its warranty went to the replacement, so no new claim is offered on it.
  const replaced = latest?.status === 'replaced' && !latest.open;
  const canAct = access.canQueue('claimReceive') && access.caller !== null && !resolving && !replaced;

  const next = useMemo(
    (): ClaimActionType => (status === null ? 'claimReceive' : status === 'received' ? 'claimDiagnose' : 'claimResolve'),
    [status],
  );

  async function submit() {
    if (!db || !access.caller) return;
    const payload: ClaimStepPayload =
      next === 'claimReceive'
        ? { complaintId, notes: notes.trim() || null }
        : next === 'claimDiagnose'
          ? { notes: notes.trim() || null }
          : {
              outcome: outcome || null,
              replacementSerial: outcome === 'replaced' ? readSerial(replacement) : null,
              notes: notes.trim() || null,
            };
    setBusy(true);
    try {
      const item = await localClaimItem(db, serial);
      // The server's own rules on what the device holds: a certain refusal is shown and nothing is queued.
      const verdict = precheck(next, payload, item, access.caller, serverNow(), pendingFor(db, serial, item));
      // What the step lacks is refused whether or not the device holds the item (shared/items/machine.ts).
      const missing = claimPayloadRefusal(next, payload);
      if (missing) return showError(t(missing));
      if (verdict.verdict === 'refused') return showError(t(verdict.key, verdict.params));
      const action = await queueClaimStep(db, next, serial, payload, seenOf(item)).catch(() => null);
      if (!action) return showError(t('operations.storage.notKept'));
      setSent((ids) => [...ids, action.id]);
      setNotes('');
      setOutcome('');
      setReplacement('');
      showSuccess(t('complaints.claim.queued'));
    } finally {
      setBusy(false);
    }
  }

  const submitLabel =
    next === 'claimReceive'
      ? t('complaints.claim.receive')
      : next === 'claimDiagnose'
        ? t('complaints.claim.diagnose')
        : t('complaints.claim.resolve');

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="warranty-claim-title">
      <Card.Body gap="4">
        <Stack direction="row" gap="3" alignItems="center" wrap="wrap">
          <Heading as="h2" size="md" id="warranty-claim-title">
            {t('complaints.claim.title')}
          </Heading>
          {shown && <Badge data-testid="claim-status">{t(`complaints.claim.status.${shown.status}`)}</Badge>}
        </Stack>
        {shown?.replacementSerial && (
          <Text data-testid="claim-replacement">{t('complaints.claim.replacedBy', { serial: shown.replacementSerial })}</Text>
        )}
        {!shown && queued.length === 0 && <Text color="fg.muted">{t('complaints.claim.none')}</Text>}

        <Stack as="ol" gap="2" listStyleType="none" aria-label={t('complaints.claim.title')}>
          {(shown?.steps ?? []).map((step) => (
            <Box as="li" key={step.id} borderStartWidth="3px" borderColor="brand.solid" ps="3">
              <Text fontWeight="semibold">{t(`complaints.claim.status.${step.status}`)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {/* The email is isolated so its direction does not reorder the date in Arabic. */}
                <bdi>{step.byEmail ?? '—'}</bdi> · {format.dateTime(step.at)}
              </Text>
              {step.notes && <Text whiteSpace="pre-wrap">{step.notes}</Text>}
            </Box>
          ))}
          {queued.map((a) => (
            <Box as="li" key={a.id} borderStartWidth="3px" borderColor="border" ps="3" data-testid="claim-queued-step">
              <Text fontWeight="semibold">
                {t(`complaints.claim.status.${stepStatus(a)}`)} <Badge colorPalette="orange">{t('complaints.claim.pending')}</Badge>
              </Text>
              {payloadOf(a).notes && <Text whiteSpace="pre-wrap">{payloadOf(a).notes}</Text>}
            </Box>
          ))}
        </Stack>

        {refused.map((a) => (
          <Alert.Root key={a.id} status="error">
            <Alert.Indicator />
            <Alert.Title>{t('complaints.claim.refusedStep', { reason: refusalWords(t, a) ?? '' })}</Alert.Title>
          </Alert.Root>
        ))}

        {canAct && (
          <Stack
            as="form"
            gap="3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {next === 'claimResolve' && (
              <FormField label={t('complaints.claim.outcome')} required>
                <NativeSelect.Root>
                  <NativeSelect.Field value={outcome} onChange={(e) => setOutcome(e.currentTarget.value as ClaimOutcome | '')}>
                    <option value="">—</option>
                    {CLAIM_OUTCOMES.map((o) => (
                      <option key={o} value={o}>
                        {t(`complaints.claim.status.${o}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            )}
            {next === 'claimResolve' && outcome === 'replaced' && (
              <FormField label={t('complaints.claim.replacementSerial')} helper={t('complaints.claim.replacementHelp')} required>
                <Input dir="ltr" value={replacement} onChange={(e) => setReplacement(e.target.value)} maxLength={64} autoComplete="off" />
              </FormField>
            )}
            <FormField
              label={next === 'claimDiagnose' ? t('complaints.claim.diagnosis') : t('complaints.claim.notes')}
              required={next === 'claimDiagnose'}
            >
              <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} maxLength={1000} />
            </FormField>
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} disabled={!db}>
              {submitLabel}
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
