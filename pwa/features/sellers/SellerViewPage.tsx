import { Button, HStack, Stack } from '@chakra-ui/react';
import { List } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SELLER_STATUSES, SELLER_TRANSITIONS, type SellerStatus } from '../../../shared/items';
import type { SellerType } from '../../../shared/validation/seller';
import { showSuccess } from '../../ui/toaster';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailCard, nameRows } from '../../components/DetailList';
import { LinkButton, RecordActions, RecordHeading } from '../../components/list/ListParts';
import { useRemoval } from '../../components/list/useRemoval';
import { useAction } from '../../components/useAction';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchPlace, placeName, type PlaceLevel } from '../../data/geo';
import { changeSellerStatus, deleteSeller, fetchSeller, type Seller } from '../../data/sellers';
import { useLoad } from '../../ui/useLoad';
import { useAccess } from '../../session/access';
import { SellerAccountLink } from './SellerAccountLink';
import { SellerStatusBadge } from './SellerBadges';
import { distributorTypeLabel, SELLER_KINDS } from './sellerTypes';
import { RecordPending } from '../../components/RecordPending';

/** A place's name by id, in the UI's language ('' until loaded or when unknown). */
function usePlaceName(level: PlaceLevel, id: string | null): string {
  const { i18n } = useTranslation();
  const place = useLoad(id && `place:${level}:${id}`, (signal) => fetchPlace(level, id ?? '', signal), { quiet: true }).data;
  return place ? placeName(place, i18n.language) : '';
}

/** The statuses an outlet may move to; none from a status the shared rules do not know (the schema's status is a string). */
function nextStatuses(status: string): readonly SellerStatus[] {
  return (SELLER_STATUSES as readonly string[]).includes(status) ? SELLER_TRANSITIONS[status as SellerStatus] : [];
}

/** One outlet: every field, its status changes, deletion, and linking a seller account to it. */
export function SellerViewPage({ type }: { type: SellerType }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const kind = SELLER_KINDS[type];
  usePageTitle(kind.titleKey);
  const { canOpen } = useAccess();
  const format = useFormatters();
  const confirmation = useConfirm();
  const action = useAction();
  const loaded = useLoad(`seller:${id}`, (signal) => fetchSeller(id, signal));
  // The answer of the last status change replaces the loaded one.
  const [changed, setSeller] = useState<Seller | null>(null);
  const seller = changed?.id === id ? changed : loaded.data;
  const removal = useRemoval({
    confirmKey: 'sellers.confirmDelete',
    doneKey: 'sellers.deleted',
    destroy: deleteSeller,
    backTo: `/admin/${kind.path}`,
  });
  const governorate = usePlaceName('governorate', seller?.countryId ?? null);
  const city = usePlaceName('city', seller?.cityId ?? null);
  const region = usePlaceName('region', seller?.regionId ?? null);

  if (!seller) return <RecordPending loaded={loaded} />;
  const current = seller;
  const busy = action.busy || removal.busy;

  const changeStatus = async (status: SellerStatus) => {
    const ok = await confirmation.confirm({
      title: t('sellers.statusChange.confirmTitle'),
      text: t('sellers.statusChange.confirm', { name: current.name, status: t(`sellers.status.${status}`) }),
      confirmLabel: t(`sellers.statusChange.to.${status}`),
    });
    if (!ok) return;
    await action.run(async () => {
      setSeller(await changeSellerStatus(current.id, status));
      showSuccess(t('sellers.statusChange.changed'));
    });
  };
  const canEdit = canOpen({ op: 'sellerUpdate', permission: kind.permissions.edit });
  const ltr = (v: string | null) => v && <span dir="ltr">{v}</span>;
  return (
    <Stack gap="5" maxWidth="4xl">
      {removal.dialog}
      {confirmation.dialog}
      <RecordHeading
        backTo={`/admin/${kind.path}`}
        backLabel={t('list.backTo', { name: t(kind.titleKey) })}
        title={current.name}
        badge={<SellerStatusBadge status={current.status} />}
      >
        {/* A link to a screen the reader may not open is not offered (spec §6). */}
        {canOpen({ op: 'itemList' }) && (
          <LinkButton to={`/admin/items?sellerId=${current.id}`} icon={<List aria-hidden />}>
            {t('sellers.itemsAtOutlet')}
          </LinkButton>
        )}
        <RecordActions
          editTo={canEdit && `/admin/${kind.path}/${current.id}/edit`}
          onDelete={
            canOpen({ op: 'sellerDestroy', permission: kind.permissions.destroy }) && (() => void removal.remove(current.id, current.name))
          }
          busy={busy}
        />
      </RecordHeading>
      {canEdit && (
        <HStack gap="2" wrap="wrap" aria-label={t('sellers.statusChange.actions')}>
          {nextStatuses(current.status).map((next) => (
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
      <DetailCard
        rows={[
          ...nameRows(current, t),
          [t('sellers.fields.sellerType'), t(`sellers.sellerType.${current.sellerType}`)],
          ...(type === 'distributor'
            ? ([
                [t('sellers.fields.distributorType'), distributorTypeLabel(t, current.distributorType)],
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
      {canEdit && <SellerAccountLink sellerId={current.id} />}
    </Stack>
  );
}
