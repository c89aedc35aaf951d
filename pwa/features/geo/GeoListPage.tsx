import { Stack, Table } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField, TextFilter } from '../../components/list/FilterBar';
import { textOrNull } from '../../components/list/listQuery';
import { ListHeading, PagedResults, RowActions, RowLink } from '../../components/list/ListParts';
import { ColumnCells, ColumnHeaders, type ListColumn } from '../../components/list/columns';
import { useRemoval } from '../../components/list/useRemoval';
import { useListState } from '../../components/list/useListState';
import { usePageTitle } from '../../components/usePageTitle';
import { destroyPlace, fetchPlaces, placeName, type Place, type PlaceLevel } from '../../data/geo';
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
  // Both names side by side, each in its own language and direction.
  const columns: Array<ListColumn<Place>> = [
    {
      id: 'nameAr',
      header: t('geo.fields.nameAr'),
      cell: (r) => (
        <RowLink to={`/admin/${config.path}/${r.id}`} lang="ar" dir="rtl" textAlign="start">
          {r.nameAr}
        </RowLink>
      ),
    },
    { id: 'nameEn', header: t('geo.fields.nameEn'), cell: (r) => r.nameEn, cellProps: { lang: 'en', dir: 'ltr', textAlign: 'start' } },
    ...(config.parent
      ? [{ id: 'parent', header: t(`geo.${config.parent}`), cell: (r: Place) => (r.parentId ? (parentName.get(r.parentId) ?? '—') : '—') }]
      : []),
  ];

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
      <PagedResults loaded={remote} list={list} actions header={<ColumnHeaders columns={columns} />}>
        {(row) => (
          <Table.Row key={row.id}>
            <ColumnCells columns={columns} row={row} />
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
