import { Button, Card, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { List, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { SELLER_TRANSITIONS, type SellerStatus } from '../../../shared/items';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { showSuccess } from '../../app/toaster';
import { useConfirm, useDeleteConfirmation } from '../../components/ConfirmDialog';
import { DetailList } from '../../components/DetailList';
import { FormField } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { useAccess } from '../auth/access';
import { fetchPlace, placeName, type PlaceLevel } from '../../data/geo';
import { changeSellerStatus, deleteSeller, fetchSeller, linkSellerUser, type Seller, type SellerType } from '../../data/sellers';
import { useRemote } from '../../data/useRemote';
import { localized } from '../../lib/languagePath';
import { SellerStatusBadge } from './SellerBadges';
import { SELLER_KINDS } from './sellerTypes';

/** A place's name by id, in the UI's language ('' until loaded or when unknown). */
function usePlaceName(level: PlaceLevel, id: string | null): string {
  const { i18n } = useTranslation();
  const [name, setName] = useState('');
  useEffect(() => {
    setName('');
    if (!id) return;
    const controller = new AbortController();
    fetchPlace(level, id, controller.signal).then(
      (p) => setName(placeName(p, i18n.language)),
      () => undefined,
    );
    return () => controller.abort();
  }, [level, id, i18n.language]);
  return name;
}

/** One outlet: every field, its status changes, deletion, and linking a seller account to it. */
export function SellerViewPage({ type }: { type: SellerType }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const kind = SELLER_KINDS[type];
  usePageTitle(kind.titleKey);
  const { canOpen } = useAccess();
  const handleError = useErrorHandler();
  const format = useFormatters();
  const navigate = useNavigate();
  const language = useLanguage();
  const removal = useDeleteConfirmation();
  const confirmation = useConfirm();
  const remote = useRemote((signal) => fetchSeller(id, signal), id);
  const [seller, setSeller] = useState<Seller | null>(null);
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState(false);
  const governorate = usePlaceName('governorate', seller?.countryId ?? null);
  const city = usePlaceName('city', seller?.cityId ?? null);
  const region = usePlaceName('region', seller?.regionId ?? null);

  useEffect(() => {
    if (remote.data) setSeller(remote.data);
  }, [remote.data]);
  useEffect(() => {
    if (remote.error) handleError(remote.error);
  }, [remote.error, handleError]);

  if (!seller) return remote.error ? null : <Spinner aria-label={t('common.loading')} />;
  const current = seller;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  }
  const changeStatus = (status: SellerStatus) =>
    run(async () => {
      const ok = await confirmation.confirm({
        title: t('sellers.statusChange.confirmTitle'),
        text: t('sellers.statusChange.confirm', { name: current.name, status: t(`sellers.status.${status}`) }),
        confirmLabel: t(`sellers.statusChange.to.${status}`),
      });
      if (!ok) return;
      setSeller(await changeSellerStatus(current.id, status));
      showSuccess(t('sellers.statusChange.changed'));
    });
  const remove = () =>
    run(async () => {
      const pin = await removal.ask(t('sellers.confirmDelete', { name: current.name }));
      if (pin === false) return;
      await deleteSeller(current.id, pin);
      showSuccess(t('sellers.deleted'));
      void navigate(localized(language, `/admin/${kind.path}`));
    });
  const link = (sellerId: string | null) =>
    run(async () => {
      await linkSellerUser(userId.trim(), sellerId);
      showSuccess(t(sellerId ? 'sellers.link.linked' : 'sellers.link.unlinked'));
      setUserId('');
    });

  const canEdit = canOpen({ op: 'sellerUpdate', permission: kind.permissions.edit });
  const ltr = (v: string | null) => v && <span dir="ltr">{v}</span>;
  return (
    <Stack gap="5" maxWidth="4xl">
      {removal.dialog}
      {confirmation.dialog}
      <RouterLink to={`/admin/${kind.path}`}>{t('list.backTo', { name: t(kind.titleKey) })}</RouterLink>
      <HStack justifyContent="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            {current.name}
          </Heading>
          <SellerStatusBadge status={current.status} />
        </HStack>
        <HStack wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={`/admin/items?sellerId=${current.id}`} _hover={{ textDecoration: 'none' }}>
              <List aria-hidden /> {t('sellers.itemsAtOutlet')}
            </RouterLink>
          </Button>
          {canEdit && (
            <Button asChild variant="outline">
              <RouterLink to={`/admin/${kind.path}/${current.id}/edit`} _hover={{ textDecoration: 'none' }}>
                <Pencil aria-hidden /> {t('list.edit')}
              </RouterLink>
            </Button>
          )}
          {canOpen({ op: 'sellerDestroy', permission: kind.permissions.destroy }) && (
            <Button variant="ghost" colorPalette="red" loading={busy} onClick={() => void remove()}>
              <Trash2 aria-hidden /> {t('list.delete')}
            </Button>
          )}
        </HStack>
      </HStack>
      {canEdit && (
        <HStack gap="2" wrap="wrap" aria-label={t('sellers.statusChange.actions')}>
          {SELLER_TRANSITIONS[current.status].map((next) => (
            <Button
              key={next}
              size="sm"
              variant={next === 'ended' ? 'outline' : 'subtle'}
              colorPalette={next === 'ended' ? 'red' : 'brand'}
              loading={busy}
              onClick={() => void changeStatus(next)}
            >
              {t(`sellers.statusChange.to.${next}`)}
            </Button>
          ))}
        </HStack>
      )}
      <Card.Root>
        <Card.Body>
          <DetailList
            rows={[
              [t('sellers.fields.sellerType'), t(`sellers.sellerType.${current.sellerType}`)],
              ...(type === 'distributor'
                ? ([
                    [
                      t('sellers.fields.distributorType'),
                      current.distributorType && t(`sellers.distributorType.${current.distributorType}`),
                    ],
                    [t('sellers.fields.distributorName'), current.distributorName],
                    [t('sellers.fields.wholesalerName'), current.wholesalerName],
                    [t('sellers.fields.area'), current.area.join('، ')],
                  ] as Array<[string, React.ReactNode]>)
                : ([[t('sellers.fields.branchName'), current.branchName]] as Array<[string, React.ReactNode]>)),
              [t('sellers.fields.companyName'), current.companyName],
              [t('sellers.fields.telephone'), ltr(current.telephone)],
              [t('sellers.fields.taxFacilityNumber'), ltr(current.taxFacilityNumber)],
              [t('sellers.fields.isOnlineStore'), t(current.isOnlineStore ? 'list.yes' : 'list.no')],
              [
                t('sellers.fields.websiteUrl'),
                current.websiteUrl && (
                  <a href={current.websiteUrl} target="_blank" rel="noreferrer noopener" dir="ltr">
                    {current.websiteUrl}
                  </a>
                ),
              ],
              [t('sellers.fields.manager'), current.manager],
              [t('sellers.fields.managerName'), current.managerName],
              [t('sellers.fields.managerPhone'), ltr(current.managerPhone)],
              [t('sellers.fields.countryId'), governorate],
              [t('sellers.fields.cityId'), city],
              [t('sellers.fields.regionId'), region],
              [t('sellers.fields.address'), current.address],
              [t('sellers.fields.createdAt'), format.dateTime(current.createdAt)],
              [t('sellers.fields.updatedAt'), format.dateTime(current.updatedAt)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      {canEdit && (
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              {t('sellers.link.title')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('sellers.link.help')}
            </Text>
            <FormField label={t('sellers.link.userId')}>
              <Input dir="ltr" value={userId} onChange={(e) => setUserId(e.target.value)} />
            </FormField>
            <HStack ps={{ md: '180px' }}>
              <Button colorPalette="brand" disabled={!userId.trim()} loading={busy} onClick={() => void link(current.id)}>
                {t('sellers.link.link')}
              </Button>
              <Button variant="outline" disabled={!userId.trim()} loading={busy} onClick={() => void link(null)}>
                {t('sellers.link.unlink')}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
