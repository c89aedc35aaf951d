import { Badge, Button, Card, Heading, HStack, Image, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { List, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ItemType } from '../../../shared/items';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { showSuccess } from '../../app/toaster';
import { useDeleteConfirmation } from '../../components/ConfirmDialog';
import { DetailList } from '../../components/DetailList';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { deleteCatalogEntries, fetchCatalogEntry, fetchPartOptions, type PartOption } from '../../data/catalog';
import { useAccess } from '../auth/access';
import { useRemote } from '../../data/useRemote';
import { localized } from '../../lib/languagePath';
import { CATALOG_KINDS } from './kinds';

/** One catalog entry with every field; edit and delete when allowed. */
export function CatalogViewPage({ kind }: { kind: ItemType }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const config = CATALOG_KINDS[kind];
  usePageTitle(config.titleKey);
  const { canCall } = useAccess();
  const handleError = useErrorHandler();
  const format = useFormatters();
  const navigate = useNavigate();
  const language = useLanguage();
  const removal = useDeleteConfirmation();
  const remote = useRemote((signal) => fetchCatalogEntry(kind, id, signal), `${kind}:${id}`);
  const [parts, setParts] = useState<PartOption[]>([]);
  const entry = remote.data;

  useEffect(() => {
    if (remote.error) handleError(remote.error);
  }, [remote.error, handleError]);
  useEffect(() => {
    if (!entry?.productParts.length) return;
    const controller = new AbortController();
    fetchPartOptions(controller.signal)
      .then(setParts)
      .catch(() => undefined); // Names are a nicety: without them the ids show.
    return () => controller.abort();
  }, [entry]);

  if (!entry) return remote.error ? null : <Spinner aria-label={t('common.loading')} />;

  async function remove() {
    if (!entry) return;
    try {
      const pin = await removal.ask(t('catalog.confirmDelete', { name: entry.name }));
      if (pin === false) return;
      await deleteCatalogEntries(kind, [entry.id], pin);
      showSuccess(t('catalog.deleted'));
      void navigate(localized(language, `/admin/${config.path}`));
    } catch (error) {
      handleError(error);
    }
  }

  const partName = (partId: string) => parts.find((p) => p.id === partId);
  return (
    <Stack gap="5" maxWidth="4xl">
      {removal.dialog}
      <RouterLink to={`/admin/${config.path}`}>{t('list.backTo', { name: t(config.titleKey) })}</RouterLink>
      <HStack justifyContent="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {entry.name}
          </Heading>
          <Text color="fg.muted">{t(`items.type.${kind}`)}</Text>
        </Stack>
        <HStack wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={`/admin/items?catalogId=${entry.id}`} _hover={{ textDecoration: 'none' }}>
              <List aria-hidden /> {t('catalog.itemsOfEntry')}
            </RouterLink>
          </Button>
          {canCall(config.ops.edit) && (
            <Button asChild variant="outline">
              <RouterLink to={`/admin/${config.path}/${entry.id}/edit`} _hover={{ textDecoration: 'none' }}>
                <Pencil aria-hidden /> {t('list.edit')}
              </RouterLink>
            </Button>
          )}
          {canCall(config.ops.destroy) && (
            <Button variant="ghost" colorPalette="red" onClick={() => void remove()}>
              <Trash2 aria-hidden /> {t('list.delete')}
            </Button>
          )}
        </HStack>
      </HStack>
      <Card.Root>
        <Card.Body>
          <DetailList
            rows={[
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
                            return part ? (
                              <Badge key={partId} asChild size="lg" variant="subtle" colorPalette="brand">
                                <RouterLink to={`/admin/${CATALOG_KINDS[part.kind].path}/${partId}`}>{part.name}</RouterLink>
                              </Badge>
                            ) : (
                              <Badge key={partId}>{partId}</Badge>
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
                      <Image key={p.id} src={p.publicUrl} alt={p.name} height="24" borderRadius="md" borderWidth="1px" />
                    ))}
                  </Wrap>
                ),
              ],
              [t('catalog.fields.createdAt'), format.dateTime(entry.createdAt)],
              [t('catalog.fields.updatedAt'), format.dateTime(entry.updatedAt)],
            ]}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
