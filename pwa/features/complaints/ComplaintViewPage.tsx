import { Alert, Box, Button, Card, Heading, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { Lock, LockOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { deleteComplaint, fetchComplaint, replyToComplaint, setComplaintLocked, type ComplaintDetail } from '../../data/complaints';
import { useLoad } from '../../ui/useLoad';
import { localized } from '../../lib/languagePath';
import { usePinCodePrompt } from '../../components/PinCodeDialog';
import { useAction } from '../../components/useAction';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';
import { WarrantyClaimPanel } from './WarrantyClaimPanel';
import { useFormatters } from '../../components/useFormatters';
import { RecordPending } from '../../components/RecordPending';

export function ComplaintViewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  usePageTitle('complaints.title');
  const { id = '' } = useParams();
  const handleError = useErrorHandler();
  const loaded = useLoad(`complaint:${id}`, (signal) => fetchComplaint(id, signal));
  // The answer of the last change (reply, lock) replaces the loaded one.
  const [changed, setComplaint] = useState<ComplaintDetail | null>(null);
  const complaint = changed?.id === id ? changed : loaded.data;
  const [reply, setReply] = useState('');
  const action = useAction();
  const busy = action.busy;
  const navigate = useNavigate();
  const language = useLanguage();
  const pinPrompt = usePinCodePrompt();

  if (!complaint) return <RecordPending loaded={loaded} />;

  /** A change whose answer replaces the complaint shown; true when it went through. */
  const run = (change: () => Promise<ComplaintDetail>, successKey: string) =>
    action.run(async () => {
      setComplaint(await change());
      showSuccess(t(successKey));
    });

  // Busy only while the deletion runs, not while the pin or the confirmation is asked.
  async function remove() {
    if (!complaint) return;
    const pin = await pinPrompt.ask().catch((error: unknown) => {
      handleError(error);
      return false as const;
    });
    if (pin === false) return;
    if (pin === null && !window.confirm(t('complaints.actions.confirmDelete'))) return;
    await action.run(async () => {
      await deleteComplaint(complaint.id, pin);
      showSuccess(t('complaints.deleted'));
      void navigate(localized(language, '/admin/complaints'));
    });
  }

  return (
    <Stack gap="5" maxWidth="4xl">
      {pinPrompt.dialog}
      <RouterLink to="/admin/complaints">{t('complaints.actions.back')}</RouterLink>
      <HStack justifyContent="space-between" wrap="wrap">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            {t('complaints.number', { number: complaint.number })}
          </Heading>
          <ComplaintStatusBadge status={complaint.status} />
        </HStack>
        <HStack>
          <Button variant="ghost" colorPalette="red" loading={busy} onClick={() => void remove()}>
            <Trash2 aria-hidden /> {t('complaints.actions.delete')}
          </Button>
          {complaint.closed ? (
            <Button
              variant="outline"
              loading={busy}
              onClick={() => void run(() => setComplaintLocked(complaint.id, false), 'complaints.unlocked')}
            >
              <LockOpen aria-hidden /> {t('complaints.actions.unlock')}
            </Button>
          ) : (
            <Button
              variant="outline"
              colorPalette="red"
              loading={busy}
              onClick={() => void run(() => setComplaintLocked(complaint.id, true), 'complaints.locked')}
            >
              <Lock aria-hidden /> {t('complaints.actions.lock')}
            </Button>
          )}
        </HStack>
      </HStack>
      <HStack gap="6" wrap="wrap" color="fg.muted">
        <Text>
          {t('complaints.fields.serialNumber')}: <span dir="ltr">{complaint.serialNumber ?? '—'}</span>
        </Text>
        {complaint.customerName && (
          <Text>
            {t('complaints.fields.customerName')}: {complaint.customerName}
          </Text>
        )}
        <Text>
          {t('complaints.fields.phoneNumber')}: <span dir="ltr">{complaint.phoneNumber}</span>
        </Text>
      </HStack>

      <Stack gap="3" as="ol" aria-label={t('complaints.fields.messages')} listStyleType="none">
        {(complaint.messages ?? []).map((m) => (
          <Box as="li" key={m.id} alignSelf={m.author === 'staff' ? 'end' : 'start'} maxWidth="85%">
            <Card.Root variant={m.author === 'staff' ? 'subtle' : 'outline'} colorPalette={m.author === 'staff' ? 'brand' : undefined}>
              <Card.Body gap="2">
                <Text fontSize="xs" color="fg.muted">
                  {t(`complaints.author.${m.author}`)}
                  {m.authorEmail ? ` · ${m.authorEmail}` : ''} · {format.dateTime(m.createdAt)}
                </Text>
                <Text whiteSpace="pre-wrap">{m.message}</Text>
                {m.attachments.length > 0 && (
                  <HStack wrap="wrap" aria-label={t('complaints.fields.attachments')}>
                    {m.attachments.map((a) => (
                      <a key={a.id} href={a.publicUrl} target="_blank" rel="noreferrer">
                        <Image src={a.publicUrl} alt={a.name} height="20" borderRadius="sm" />
                      </a>
                    ))}
                  </HStack>
                )}
              </Card.Body>
            </Card.Root>
          </Box>
        ))}
      </Stack>

      {complaint.serialNumber ? (
        <WarrantyClaimPanel complaintId={complaint.id} serialNumber={complaint.serialNumber} />
      ) : (
        <Text color="fg.muted">{t('complaints.claim.noSerial')}</Text>
      )}

      {complaint.closed ? (
        <Alert.Root status="info" data-testid="complaint-closed">
          <Alert.Indicator />
          <Alert.Title>{t('complaints.closedNotice')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack
          as="form"
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => replyToComplaint(complaint.id, reply), 'complaints.replied').then((ok) => ok && setReply(''));
          }}
        >
          <Textarea
            aria-label={t('complaints.fields.message')}
            placeholder={t('complaints.replyPlaceholder')}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            rows={3}
            maxLength={2000}
          />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} disabled={!reply.trim()}>
            {t('complaints.actions.reply')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
