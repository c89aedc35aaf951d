import { Stack, Table } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField, TextFilter } from '../../components/list/FilterBar';
import { textOrNull } from '../../components/list/listQuery';
import { LinkCell, ListHeading, PagedResults, RowActions } from '../../components/list/ListParts';
import { useRemoval } from '../../components/list/useRemoval';
import { useListState } from '../../components/list/useListState';
import { usePageTitle } from '../../components/usePageTitle';
import { destroyPlace, fetchPlaces, placeName, type PlaceLevel } from '../../data/geo';
import { useLoad } from '../../ui/useLoad';
import { useAccess } from '../../session/access';
import { GEO_LEVELS } from './levels';
import { PlaceSelect, usePlaceOptions } from './PlaceSelect';

interface Filter {
  name: string;
  /** The governorate whose cities to show (cities), or whose cities narrow the city choice (regions). */
  governorateId: string;
  cityId: string;
}
const EMPTY: Filter = { name: '', governorateId: '', cityId: '' };

/** The parent filter the server understands: a city's governorate, a region's city. */
export function parentFilter(level: PlaceLevel, f: Filter): string | null {
  if (level === 'city') return f.governorateId || null;
  if (level === 'region') return f.cityId || null;
  return null;
}

/** Governorates, cities or regions with both names side by side. */
export function GeoListPage({ level }: { level: PlaceLevel }) {
  const { t, i18n } = useTranslation();
  const config = GEO_LEVELS[level];
  usePageTitle(config.titleKey);
  const { canCall } = useAccess();
  const list = useListState<Filter>(EMPTY);
  const query = { parentId: parentFilter(level, list.applied), name: textOrNull(list.applied.name), ...list.paging };
  const remote = useLoad(`placeList:${level}:${JSON.stringify(query)}`, (signal) => fetchPlaces(level, query, signal));
  const removal = useRemoval({
    confirmKey: 'geo.deleteConfirm',
    doneKey: 'geo.deleted',
    destroy: (id, pinCode) => destroyPlace(level, id, pinCode),
    onDone: remote.reload,
  });
  // Every place of the level above, to name each row's parent.
  const parents = usePlaceOptions(config.parent, null);
  const parentName = useMemo(() => new Map(parents.map((p) => [p.id, placeName(p, i18n.language)])), [parents, i18n.language]);

  return (
    <Stack gap="5">
      <ListHeading
        title={t(config.titleKey)}
        newTo={canCall(`${level}Create`) && `/admin/${config.path}/new`}
        newLabel={t(`geo.new.${level}`)}
      />
      <FilterBar onApply={list.apply} onReset={list.reset}>
        <TextFilter label={t('geo.fields.name')} value={list.draft.name} onChange={(name) => list.patchDraft({ name })} />
        {level !== 'governorate' && (
          <FilterField label={t('geo.governorate')}>
            <PlaceSelect
              level="governorate"
              parentId={null}
              value={list.draft.governorateId}
              onChange={(id) => list.patchDraft({ governorateId: id, cityId: '' })}
            />
          </FilterField>
        )}
        {level === 'region' && (
          <FilterField label={t('geo.city')}>
            <PlaceSelect
              level="city"
              parentId={list.draft.governorateId || null}
              value={list.draft.cityId}
              onChange={(id) => list.patchDraft({ cityId: id })}
            />
          </FilterField>
        )}
      </FilterBar>
      <PagedResults
        loaded={remote}
        list={list}
        actions
        header={
          <>
            <Table.ColumnHeader>{t('geo.fields.nameAr')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('geo.fields.nameEn')}</Table.ColumnHeader>
            {config.parent && <Table.ColumnHeader>{t(`geo.${config.parent}`)}</Table.ColumnHeader>}
          </>
        }
      >
        {(row) => (
          <Table.Row key={row.id}>
            <LinkCell to={`/admin/${config.path}/${row.id}`} lang="ar" dir="rtl" textAlign="start">
              {row.nameAr}
            </LinkCell>
            <Table.Cell lang="en" dir="ltr" textAlign="start">
              {row.nameEn}
            </Table.Cell>
            {config.parent && <Table.Cell>{row.parentId ? (parentName.get(row.parentId) ?? '—') : '—'}</Table.Cell>}
            <RowActions
              name={placeName(row, i18n.language)}
              editTo={canCall(`${level}Update`) && `/admin/${config.path}/${row.id}/edit`}
              onDelete={canCall(`${level}Destroy`) && (() => void removal.remove(row.id, placeName(row, i18n.language)))}
            />
          </Table.Row>
        )}
      </PagedResults>
      {removal.dialog}
    </Stack>
  );
}
