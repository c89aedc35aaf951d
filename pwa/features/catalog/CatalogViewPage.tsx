import { Badge, Stack, Text, Wrap } from '@chakra-ui/react';
import { Photo } from '../../components/Photo';
import { List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isItemType, type ItemType } from '../../../shared/items';
import { DetailCard, nameRows } from '../../components/DetailList';
import { LinkButton, RecordActions, RecordHeading } from '../../components/list/ListParts';
import { useRemoval } from '../../components/list/useRemoval';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { deleteCatalogEntries, fetchCatalogEntry, fetchPartOptions } from '../../data/catalog';
import { useLoad } from '../../ui/useLoad';
import { useAccess } from '../../session/access';
import { CATALOG_KINDS } from './kinds';
import { RecordPending } from '../../components/RecordPending';

/** One catalog entry with every field; edit and delete when allowed. */
export function CatalogViewPage({ kind }: { kind: ItemType }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const config = CATALOG_KINDS[kind];
  usePageTitle(config.titleKey);
  const { canCall } = useAccess();
  const format = useFormatters();
  const listPath = `/admin/${config.path}`;
  const remote = useLoad(`catalog:${kind}:${id}`, (signal) => fetchCatalogEntry(kind, id, signal));
  const entry = remote.data;
  // Names are a nicety: without them the ids show.
  const parts = useLoad(entry?.productParts.length ? 'partOptions' : null, fetchPartOptions, { quiet: true }).data ?? [];
  const removal = useRemoval({
    confirmKey: 'catalog.confirmDelete',
    doneKey: 'catalog.deleted',
    destroy: (entryId, pin) => deleteCatalogEntries(kind, [entryId], pin),
    backTo: listPath,
  });

  if (!entry) return <RecordPending loaded={remote} />;

  const partName = (partId: string) => parts.find((p) => p.id === partId);
  return (
    <Stack gap="5" maxWidth="4xl">
      {removal.dialog}
      <RecordHeading
        backTo={listPath}
        backLabel={t('list.backTo', { name: t(config.titleKey) })}
        title={entry.name}
        subtitle={<Text color="fg.muted">{t(`items.type.${kind}`)}</Text>}
      >
        <LinkButton to={`/admin/items?catalogId=${entry.id}`} icon={<List aria-hidden />}>
          {t('catalog.itemsOfEntry')}
        </LinkButton>
        <RecordActions
          editTo={canCall(config.ops.edit) && `${listPath}/${entry.id}/edit`}
          onDelete={canCall(config.ops.destroy) && (() => void removal.remove(entry.id, entry.name))}
          busy={removal.busy}
        />
      </RecordHeading>
      <DetailCard
        rows={[
          ...nameRows(entry, t),
          [t('catalog.fields.itemName'), entry.itemName],
          [t('catalog.fields.brand'), entry.brand],
          [t('catalog.fields.barcode'), entry.barcode && <span dir="ltr">{entry.barcode}</span>],
          [t('catalog.fields.unitPrice'), format.money(entry.unitPrice)],
          [t('catalog.fields.quantity'), format.number(entry.quantity)],
          [
            t('catalog.fields.warrantyPeriod'),
            t('catalog.months', { count: entry.warrantyPeriod, formatted: format.number(entry.warrantyPeriod) }),
          ],
          [t('catalog.fields.description'), entry.description && <Text whiteSpace="pre-wrap">{entry.description}</Text>],
          [
            t('catalog.fields.features'),
            entry.features.length > 0 && (
              <Stack as="ul" gap="1" ps="5" listStyleType="disc">
                {entry.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </Stack>
            ),
          ],
          ...(kind === 'product'
            ? ([
                [
                  t('catalog.fields.productParts'),
                  entry.productParts.length > 0 && (
                    <Wrap gap="2">
                      {entry.productParts.map((partId) => {
                        const part = partName(partId);
                        if (!part) return <Badge key={partId}>{partId}</Badge>;
                        // The schema's kind is a string: a part of a kind this screen does not know is named, not linked.
                        if (!isItemType(part.kind)) return <Badge key={partId}>{part.name}</Badge>;
                        return (
                          <Badge key={partId} asChild size="lg" variant="subtle" colorPalette="brand">
                            <RouterLink to={`/admin/${CATALOG_KINDS[part.kind].path}/${partId}`}>{part.name}</RouterLink>
                          </Badge>
                        );
                      })}
                    </Wrap>
                  ),
                ],
              ] as Array<[string, React.ReactNode]>)
            : []),
          [
            t('catalog.fields.photos'),
            entry.photos.length > 0 && (
              <Wrap gap="3">
                {entry.photos.map((p) => (
                  <Photo key={p.id} src={p.publicUrl} alt={p.name} height="24" borderRadius="md" borderWidth="1px" />
                ))}
              </Wrap>
            ),
          ],
          [t('catalog.fields.createdAt'), format.dateTime(entry.createdAt)],
          [t('catalog.fields.updatedAt'), format.dateTime(entry.updatedAt)],
        ]}
      />
    </Stack>
  );
}
