import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Photo } from '../../components/Photo';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { EmptyResults } from '../../components/EmptyResults';
import { RouterLink } from '../../components/RouterLink';
import { useAction } from '../../components/useAction';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { deleteOffer, fetchOffers } from '../../data/offers';
import { useLoad } from '../../ui/useLoad';
import { localized } from '../../lib/languagePath';

const PAGE_SIZE = 10;
type Position = { after?: string | null; before?: string | null };

export function OffersListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('offers.title');
  const format = useFormatters();
  const language = useLanguage();
  const navigate = useNavigate();
  const { run } = useAction();
  const [position, setPosition] = useState<Position>({});
  const list = useLoad(`offers:${JSON.stringify(position)}`, (signal) => fetchOffers({ ...position, limit: PAGE_SIZE }, signal));

  async function remove(id: string) {
    if (!window.confirm(t('offers.actions.confirmDelete'))) return;
    await run(async () => {
      await deleteOffer(id);
      showSuccess(t('offers.deleted'));
      list.reload();
    });
  }

  const rows = list.data?.rows ?? [];
  const english = i18n.language === 'en';
  return (
    <Stack gap="5">
      <HStack justifyContent="space-between">
        <Heading as="h1" size="xl">
          {t('offers.title')}
        </Heading>
        <Button colorPalette="brand" onClick={() => void navigate(localized(language, '/admin/offers/new'))}>
          <Plus aria-hidden /> {t('offers.actions.new')}
        </Button>
      </HStack>
      {!list.loading && rows.length === 0 ? (
        <EmptyResults />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('offers.fields.image')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(english ? 'offers.fields.titleEn' : 'offers.fields.title')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('offers.fields.date')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((offer) => (
                <Table.Row key={offer.id}>
                  <Table.Cell>
                    {offer.image ? (
                      <Photo src={offer.image.publicUrl} alt="" height="10" borderRadius="sm" />
                    ) : (
                      <Text color="fg.muted">{t('offers.noImage')}</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <RouterLink to={`/admin/offers/${offer.id}`}>
                      {(english ? offer.titleEn : offer.title) || offer.title || offer.titleEn}
                    </RouterLink>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{format.date(`${offer.date}T12:00:00Z`)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justifyContent="end">
                      <RouterLink to={`/admin/offers/${offer.id}/edit`}>{t('offers.actions.edit')}</RouterLink>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(offer.id)}>
                        {t('offers.actions.delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <HStack justifyContent="end">
        <Button
          size="sm"
          variant="outline"
          disabled={!list.data?.hasPrevious}
          onClick={() => setPosition({ before: list.data?.previousCursor })}
        >
          {t('offers.actions.previous')}
        </Button>
        <Button size="sm" variant="outline" disabled={!list.data?.hasNext} onClick={() => setPosition({ after: list.data?.nextCursor })}>
          {t('offers.actions.next')}
        </Button>
      </HStack>
    </Stack>
  );
}
