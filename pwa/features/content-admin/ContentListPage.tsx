import { Button, Heading, HStack, IconButton, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Photo } from '../../components/Photo';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTENT_TYPES, contentTypePath, type ContentTypeKey, type FieldDef } from '../../../shared/contentAdmin';
import { useLanguage } from '../../ui/language';
import { EmptyResults } from '../../components/EmptyResults';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { ListPager } from '../../components/list/ListParts';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { useFormatters } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchContentList } from '../../data/contentAdmin';
import { useLoad } from '../../ui/useLoad';
import { localized } from '../../lib/languagePath';
import { useAccess } from '../../session/access';
import { displayValue } from './displayValue';
import { publishLabel, PublishedBadge, useRecordActions, useRecordTitle } from './recordActions';
import { TypePicker } from './TypePicker';
import { useContentOptions } from './useContentOptions';

type State = '' | 'published' | 'draft';

/** Every record of one content type, drafts included: search, state filter, paging; actions as the user's permissions allow. */
export function ContentListPage({ type }: { type: ContentTypeKey }) {
  const { t, i18n } = useTranslation();
  usePageTitle(`contentAdmin.typeNames.${type}`);
  const language = useLanguage();
  const navigate = useNavigate();
  const format = useFormatters();
  const { canCall } = useAccess();
  // Search, state, page and size in the address, like every list.
  const view = useListState<{ search: string; state: State }>({ search: '', state: '' });
  const { draft, applied } = view;
  const base = `/admin/content/${contentTypePath(type)}`;
  const query = { search: applied.search, published: applied.state === '' ? null : applied.state === 'published', ...view.paging };
  const list = useLoad(`contentAdmin:${type}:${JSON.stringify(query)}`, (signal) => fetchContentList(type, query, signal));
  const actions = useRecordActions(type, { onPublished: list.reload, onDeleted: list.reload });

  const english = i18n.language === 'en';
  const titleOf = useRecordTitle();
  const def = CONTENT_TYPES[type];
  const columns = ('columns' in def ? def.columns : []).map((name) => def.fields.find((f) => f.name === name) as FieldDef);
  // Names only for the columns shown (a category's main category), not for every field of the type.
  const options = useContentOptions(type, columns);

  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="5">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t(`contentAdmin.typeNames.${type}`)}
        </Heading>
        <HStack gap="3" flexWrap="wrap">
          <TypePicker current={type} />
          {canCall('contentAdminCreate') && (
            <Button colorPalette="brand" onClick={() => void navigate(localized(language, `${base}/new`))}>
              <Plus aria-hidden /> {t('contentAdmin.actions.new')}
            </Button>
          )}
        </HStack>
      </HStack>
      <FilterBar onApply={view.apply} onReset={view.reset}>
        <FilterField label={t('contentAdmin.actions.search')}>
          <Input
            width={{ base: 'full', sm: 'xs' }}
            placeholder={t('contentAdmin.searchPlaceholder')}
            value={draft.search}
            onChange={(e) => view.patchDraft({ search: e.target.value })}
          />
        </FilterField>
        <FilterField label={t('contentAdmin.fields.published')}>
          <NativeSelect.Root width={{ base: 'full', sm: '40' }}>
            <NativeSelect.Field value={draft.state} onChange={(e) => view.patchDraft({ state: e.target.value as State })}>
              <option value="">{t('contentAdmin.state.all')}</option>
              <option value="published">{t('contentAdmin.state.published')}</option>
              <option value="draft">{t('contentAdmin.state.draft')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
      </FilterBar>
      {!list.loading && rows.length === 0 ? (
        <EmptyResults />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                {'thumbnail' in def && <Table.ColumnHeader width="16" />}
                <Table.ColumnHeader>{t(`contentAdmin.fields.${def.title}`)}</Table.ColumnHeader>
                {columns.map((field) => (
                  <Table.ColumnHeader key={field.name}>{t(`contentAdmin.fields.${field.name}`)}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>{t('contentAdmin.fields.published')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('contentAdmin.fields.updatedAt')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" position="sticky" insetInlineEnd="0" bg="bg" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((record) => (
                <Table.Row key={record.id}>
                  {'thumbnail' in def && (
                    <Table.Cell>
                      {record.thumbnail ? (
                        <Photo src={record.thumbnail} alt="" height="10" width="14" objectFit="cover" borderRadius="sm" />
                      ) : null}
                    </Table.Cell>
                  )}
                  <Table.Cell minWidth="48">
                    <RouterLink to={`${base}/${record.id}`} fontWeight="medium">
                      {titleOf(record) || '—'}
                    </RouterLink>
                    <Text fontSize="xs" color="fg.muted" dir={english ? 'rtl' : 'ltr'}>
                      {english ? record.title.ar : record.title.en}
                    </Text>
                  </Table.Cell>
                  {columns.map((field) => (
                    <Table.Cell key={field.name}>
                      {displayValue(field, record.values[field.name], t, format, options.names) ?? '—'}
                    </Table.Cell>
                  ))}
                  <Table.Cell>
                    <PublishedBadge published={record.published} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{format.dateTime(record.updatedAt)}</Table.Cell>
                  <Table.Cell textAlign="end" position="sticky" insetInlineEnd="0" bg="bg">
                    <HStack gap="1" justifyContent="end">
                      {canCall('contentAdminUpdate') && (
                        <>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-label={`${t(publishLabel(record.published))}: ${titleOf(record)}`}
                            title={t(publishLabel(record.published))}
                            onClick={() => void actions.togglePublished(record)}
                          >
                            {record.published ? <EyeOff /> : <Eye />}
                          </IconButton>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-label={`${t('contentAdmin.actions.edit')}: ${titleOf(record)}`}
                            title={t('contentAdmin.actions.edit')}
                            onClick={() => void navigate(localized(language, `${base}/${record.id}/edit`))}
                          >
                            <Pencil />
                          </IconButton>
                        </>
                      )}
                      {canCall('contentAdminDestroy') && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`${t('contentAdmin.actions.delete')}: ${titleOf(record)}`}
                          title={t('contentAdmin.actions.delete')}
                          onClick={() => void actions.remove(record, titleOf(record))}
                        >
                          <Trash2 />
                        </IconButton>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ListPager count={list.error ? 0 : list.data?.count} list={view} totalKey="contentAdmin.total" />
      {actions.dialog}
    </Stack>
  );
}
