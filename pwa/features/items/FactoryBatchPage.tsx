import { Alert, Button, Card, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ITEM_TYPES, type ItemType } from '../../../shared/items';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { showSuccess } from '../../app/toaster';
import { FormField } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { searchCatalog, type CatalogEntry } from '../../data/catalog';
import { useAccess } from '../auth/access';
import { createFactoryBatch } from '../../data/itemDatabase';
import type { FieldErrors } from '../../lib/formValues';
import { localized } from '../../lib/languagePath';
import { batchSize, EMPTY_FACTORY_BATCH, factoryBatchFromForm, MAX_BATCH_ITEMS, type FactoryBatchForm } from './factoryBatch';

type Batch = Awaited<ReturnType<typeof createFactoryBatch>>;

/** The factory stage: a catalog entry × item iterations × barcodes per item → new items in the factory. */
export function FactoryBatchPage() {
  const { t } = useTranslation();
  usePageTitle('nav.factoryBatches');
  const { can, canCall } = useAccess();
  const navigate = useNavigate();
  const language = useLanguage();
  const handleError = useErrorHandler();
  const format = useFormatters();
  const kinds = ITEM_TYPES.filter((k) => can(`${k}Create`));
  const [kind, setKind] = useState<ItemType>('product');
  const [name, setName] = useState('');
  const [entries, setEntries] = useState<CatalogEntry[]>([]);
  const [form, setForm] = useState<FactoryBatchForm>(EMPTY_FACTORY_BATCH);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [batch, setBatch] = useState<Batch | null>(null);

  // Entries of the chosen kind matching the typed name; 300 ms debounce (spec §9 autocomplete).
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchCatalog(kind, name, controller.signal).then(setEntries, (error: unknown) => !controller.signal.aborted && handleError(error));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, name, handleError]);

  const size = batchSize(form);
  const errorOf = (field: string, label: string) => {
    const e = errors[field];
    return e ? t(e.key, { path: label, ...e.params }) : undefined;
  };

  async function submit() {
    const result = factoryBatchFromForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const created = await createFactoryBatch(result.data);
      setBatch(created);
      showSuccess(t('items.factory.created', { count: created.count, formatted: format.number(created.count) }));
    } catch (error) {
      handleError(error);
    } finally {
      setSaving(false);
    }
  }

  if (kinds.length === 0) return <Text>{t('items.factory.notAllowed')}</Text>;
  return (
    <Stack gap="5" maxWidth="4xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t('nav.factoryBatches')}
        </Heading>
        <Text color="fg.muted">{t('items.factory.intro')}</Text>
      </Stack>
      <Stack asChild gap="4">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormField label={t('items.fields.itemType')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value as ItemType);
                  setForm((f) => ({ ...f, catalogId: '' }));
                }}
              >
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`items.type.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('items.fields.catalogEntry')} required error={errorOf('catalogId', t('items.fields.catalogEntry'))}>
            <Input
              placeholder={t('items.factory.searchEntry')}
              aria-label={t('items.factory.searchEntry')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <NativeSelect.Root>
              <NativeSelect.Field value={form.catalogId} onChange={(e) => setForm({ ...form, catalogId: e.target.value })}>
                <option value="">{t('items.factory.chooseEntry')}</option>
                {entries.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                    {entry.barcode ? ` · ${entry.barcode}` : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('items.fields.iterations')} required error={errorOf('iterations', t('items.fields.iterations'))}>
            <Input inputMode="numeric" value={form.iterations} onChange={(e) => setForm({ ...form, iterations: e.target.value })} />
          </FormField>
          <FormField
            label={t('items.fields.printingCountPerItem')}
            required
            error={errorOf('printingCountPerItem', t('items.fields.printingCountPerItem'))}
          >
            <Input
              inputMode="numeric"
              value={form.printingCountPerItem}
              onChange={(e) => setForm({ ...form, printingCountPerItem: e.target.value })}
            />
          </FormField>
          <FormField label={t('items.fields.notes')} error={errorOf('notes', t('items.fields.notes'))}>
            <Textarea rows={2} value={form.notes} onChange={(e) => setForm({ ...form, notes: e.target.value })} />
          </FormField>
          <HStack ps={{ md: '180px' }} gap="4" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={saving}>
              {t('items.factory.create')}
            </Button>
            <Text color={size != null && size > MAX_BATCH_ITEMS ? 'fg.error' : 'fg.muted'} aria-live="polite">
              {size == null ? '' : t('items.factory.willCreate', { formatted: format.number(size), max: format.number(MAX_BATCH_ITEMS) })}
            </Text>
          </HStack>
        </form>
      </Stack>

      {batch && (
        <Card.Root data-testid="factory-batch-result">
          <Card.Body gap="3">
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Title>{t('items.factory.created', { formatted: format.number(batch.count) })}</Alert.Title>
            </Alert.Root>
            <Text fontSize="sm" color="fg.muted">
              {t('items.factory.batchId')}: <span dir="ltr">{batch.batchId}</span>
            </Text>
            <HStack gap="2" wrap="wrap">
              {batch.items.slice(0, 12).map((item) => (
                <RouterLink key={item.id} to={`/admin/items/${item.serialNumber}`} dir="ltr" fontFamily="mono">
                  {item.serialNumber}
                </RouterLink>
              ))}
            </HStack>
            {canCall('settingsFind') && (
              <Button
                alignSelf="start"
                variant="outline"
                onClick={() =>
                  void navigate(localized(language, '/admin/barcode'), { state: { serials: batch.items.map((i) => i.serialNumber) } })
                }
              >
                {t('labels.printBatch')}
              </Button>
            )}
            {/* Every serial, one per line, to copy into the label printer or a sheet. */}
            <Textarea
              readOnly
              dir="ltr"
              fontFamily="mono"
              rows={Math.min(10, batch.items.length)}
              aria-label={t('items.factory.serials')}
              value={batch.items.map((i) => i.serialNumber).join('\n')}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
