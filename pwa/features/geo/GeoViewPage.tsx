import { Stack, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DetailCard } from '../../components/DetailList';
import { RecordActions, RecordHeading } from '../../components/list/ListParts';
import { useRemoval } from '../../components/list/useRemoval';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { destroyPlace, fetchPlace, fetchPlaceOptions, placeName, type PlaceLevel } from '../../data/geo';
import { useAccess } from '../../session/access';
import { useLoad } from '../../ui/useLoad';
import { GEO_LEVELS } from './levels';
import { RecordPending } from '../../components/RecordPending';

/** One governorate, city or region: both names, the place above, the places below; edit and delete when allowed. */
export function GeoViewPage({ level }: { level: PlaceLevel }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const config = GEO_LEVELS[level];
  usePageTitle(config.titleKey);
  const { canCall } = useAccess();
  const format = useFormatters();
  const listPath = `/admin/${config.path}`;
  const remote = useLoad(`place:${level}:${id}`, (signal) => fetchPlace(level, id, signal));
  const place = remote.data;
  const parentId = place?.parentId ?? null;
  const parent = useLoad(config.parent && parentId ? `place:${config.parent}:${parentId}` : null, (signal) =>
    fetchPlace(config.parent as PlaceLevel, parentId as string, signal),
  ).data;
  // The level below this one: the one whose parent it is.
  const childLevel = Object.values(GEO_LEVELS).find((l) => l.parent === level)?.level ?? null;
  const children = useLoad(childLevel ? `placeOptions:${childLevel}:${id}` : null, (signal) =>
    fetchPlaceOptions(childLevel as PlaceLevel, id, signal),
  ).data;
  const removal = useRemoval({
    confirmKey: 'geo.deleteConfirm',
    doneKey: 'geo.deleted',
    destroy: (placeId, pinCode) => destroyPlace(level, placeId, pinCode),
    backTo: listPath,
  });

  if (!place) return <RecordPending loaded={remote} />;
  const name = placeName(place, i18n.language);
  return (
    <Stack gap="5" maxWidth="4xl">
      {removal.dialog}
      <RecordHeading backTo={listPath} backLabel={t('list.backTo', { name: t(config.titleKey) })} title={name}>
        <RecordActions
          editTo={canCall(`${level}Update`) && `${listPath}/${place.id}/edit`}
          onDelete={canCall(`${level}Destroy`) && (() => void removal.remove(place.id, name))}
          busy={removal.busy}
        />
      </RecordHeading>
      <DetailCard
        rows={[
          [
            t('geo.fields.nameAr'),
            <span lang="ar" dir="rtl">
              {place.nameAr}
            </span>,
          ],
          [
            t('geo.fields.nameEn'),
            <span lang="en" dir="ltr">
              {place.nameEn}
            </span>,
          ],
          ...(config.parent
            ? ([
                [
                  t(`geo.${config.parent}`),
                  parent && (
                    <RouterLink to={`/admin/${GEO_LEVELS[config.parent].path}/${parent.id}`}>{placeName(parent, i18n.language)}</RouterLink>
                  ),
                ],
              ] as Array<[string, ReactNode]>)
            : []),
          ...(childLevel
            ? ([
                [
                  t(`geo.below.${childLevel}`, { formatted: format.number(children?.length ?? 0) }),
                  children && children.length > 0 && (
                    <Wrap gap="3">
                      {children.map((child) => (
                        <RouterLink key={child.id} to={`/admin/${GEO_LEVELS[childLevel].path}/${child.id}`}>
                          {placeName(child, i18n.language)}
                        </RouterLink>
                      ))}
                    </Wrap>
                  ),
                ],
              ] as Array<[string, ReactNode]>)
            : []),
          [t('geo.fields.updatedAt'), format.dateTime(place.updatedAt)],
        ]}
      />
    </Stack>
  );
}
