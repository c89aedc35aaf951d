import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailCard } from '../../components/DetailList';
import { RecordActions, RecordHeading } from '../../components/list/ListParts';
import { Photo } from '../../components/Photo';
import { useAction } from '../../components/useAction';
import { useFormatters } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { deleteOffer, fetchOfferDetails } from '../../data/offers';
import { localized } from '../../lib/languagePath';
import { useAccess } from '../../session/access';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { useLoad } from '../../ui/useLoad';
import { RecordPending } from '../../components/RecordPending';

/** One offer with every field (spec §2: every entity has a view screen): both languages, the image, who wrote it. */
export function OfferViewPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('offers.view');
  const { id = '' } = useParams();
  const format = useFormatters();
  const language = useLanguage();
  const navigate = useNavigate();
  const { canCall } = useAccess();
  const { run } = useAction();
  const [removing, setRemoving] = useState(false);
  const loaded = useLoad(`offer:${id}`, (signal) => fetchOfferDetails(id, signal));
  const offer = loaded.data;
  if (!offer) return <RecordPending loaded={loaded} />;

  async function remove() {
    if (!window.confirm(t('offers.actions.confirmDelete'))) return;
    setRemoving(true);
    await run(async () => {
      await deleteOffer(id);
      showSuccess(t('offers.deleted'));
      void navigate(localized(language, '/admin/offers'));
    });
    setRemoving(false);
  }

  const text = (value: string, lang: 'ar' | 'en', multiline = false) =>
    value && (
      <Text as="bdi" lang={lang} whiteSpace={multiline ? 'pre-wrap' : undefined}>
        {value}
      </Text>
    );
  // When, and by whom: the address kept whole and left to right in an Arabic line.
  const written = (at: string, by: string | null | undefined) => (
    <>
      {format.dateTime(at)}
      {by && (
        <>
          {' · '}
          <bdi dir="ltr" style={{ wordBreak: 'break-all' }}>
            {by}
          </bdi>
        </>
      )}
    </>
  );
  return (
    <Stack gap="5" maxWidth="4xl">
      <RecordHeading
        backTo="/admin/offers"
        backLabel={t('list.backTo', { name: t('offers.title') })}
        title={(i18n.language === 'en' ? offer.titleEn : offer.title) || offer.title || offer.titleEn}
      >
        <RecordActions
          editTo={canCall('offerUpdate') && `/admin/offers/${offer.id}/edit`}
          onDelete={canCall('offerDestroy') && (() => void remove())}
          busy={removing}
        />
      </RecordHeading>
      <DetailCard
        rows={[
          [t('offers.fields.title'), text(offer.title, 'ar')],
          [t('offers.fields.titleEn'), text(offer.titleEn, 'en')],
          [t('offers.fields.description'), text(offer.description, 'ar', true)],
          [t('offers.fields.descriptionEn'), text(offer.descriptionEn, 'en', true)],
          [t('offers.fields.date'), format.date(`${offer.date}T12:00:00Z`)],
          [
            t('offers.fields.image'),
            offer.image ? (
              <Photo src={offer.image.publicUrl} alt={offer.image.name} height="40" borderRadius="md" borderWidth="1px" />
            ) : null,
          ],
          [t('offers.fields.createdAt'), written(offer.createdAt, offer.createdByEmail)],
          [t('offers.fields.updatedAt'), written(offer.updatedAt, offer.updatedByEmail)],
        ]}
      />
    </Stack>
  );
}
