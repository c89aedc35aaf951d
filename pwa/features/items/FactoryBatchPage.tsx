import { Alert, Button, Card, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_TYPES, type ItemType } from '../../../shared/items';
import { showSuccess } from '../../ui/toaster';
import { Picker, type AutocompleteOption } from '../../components/Autocomplete';
import { FormField } from '../../components/FormField';
import { useFormSave } from '../../components/list/RecordForm';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { useNameText } from '../../components/LocalName';
import { searchCatalog } from '../../data/catalog';
import { createFactoryBatch, type FactoryBatchResult } from '../../data/itemDatabase';
import { useAccess } from '../../session/access';
import { usePrintLabels } from '../labels';
import { batchSize, EMPTY_FACTORY_BATCH, factoryBatchFromForm, MAX_BATCH_ITEMS, type FactoryBatchForm } from './factoryBatch';

/** The factory stage: a catalog entry × item iterations → one new item per iteration in the factory, each to get barcodes-per-item labels. */
export function FactoryBatchPage() {
  const { t } = useTranslation();
  usePageTitle('nav.factoryBatches');
  const { can } = useAccess();
  const format = useFormatters();
  const kinds = ITEM_TYPES.filter((k) => can(`${k}Create`));
  const [kind, setKind] = useState<ItemType>('product');
  const nameText = useNameText();
  // Entries of the chosen kind whose name (either language) holds the typed text (spec §7 autocomplete).
  const searchEntries = useCallback(
    async (text: string): Promise<AutocompleteOption[]> =>
      (await searchCatalog(kind, text)).map((entry) => ({
        id: entry.id,
        label: entry.barcode ? `${nameText(entry)} · ${entry.barcode}` : nameText(entry),
      })),
    [kind, nameText],
  );
  const [form, setForm] = useState<FactoryBatchForm>(EMPTY_FACTORY_BATCH);
  const { saving, errorOf, save } = useFormSave();
  const [batch, setBatch] = useState<FactoryBatchResult | null>(null);

  const size = batchSize(form);

  const printLabels = usePrintLabels();

  /** Saves the batch; with `andPrint`, goes on to the label screen with exactly its serials. */
  async function submit(andPrint = false) {
    await save(factoryBatchFromForm(form), async (data) => {
      const created = await createFactoryBatch(data);
      setBatch(created);
      showSuccess(t('items.factory.created', { count: created.count, formatted: format.number(created.count) }));
      if (andPrint) printLabels?.(created.items.map((i) => i.serialNumber));
    });
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
            <Picker
              value={form.catalogId}
              search={searchEntries}
              placeholder={t('items.factory.searchEntry')}
              onChange={(catalogId) => setForm((f) => ({ ...f, catalogId }))}
            />
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
            {printLabels && (
              <Button variant="outline" loading={saving} onClick={() => void submit(true)}>
                <Printer aria-hidden /> {t('items.factory.createAndPrint')}
              </Button>
            )}
            <Text color={size != null && size.items > MAX_BATCH_ITEMS ? 'fg.error' : 'fg.muted'} aria-live="polite">
              {size == null
                ? ''
                : t('items.factory.willCreate', {
                    count: size.items,
                    formatted: format.number(size.items),
                    labels: format.number(size.labels),
                    max: format.number(MAX_BATCH_ITEMS),
                  })}
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
            {printLabels && (
              <Button alignSelf="start" variant="outline" onClick={() => printLabels(batch.items.map((i) => i.serialNumber))}>
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
