import { Button, Checkbox, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../ui/toaster';
import { useAction } from '../useAction';
import { buildXlsxInWorker, saveBlob, type ExportColumn } from './exportXlsx';

export interface ExportButtonProps<Row> {
  /** The file's base name (the date is appended) and the sheet's name. */
  fileName: string;
  columns: Array<ExportColumn<Row>>;
  /** Every row of the screen's current filter (not only the page shown). */
  loadRows(): Promise<Row[]>;
  /** Columns ticked when the chooser opens; all by default. */
  defaultColumns?: string[];
}

/**
 * "Export" for any list screen: a column chooser, then the current filter's
 * rows as .xlsx built in a Web Worker, headers in the UI's language.
 * Spec §5/§8: the list of fields must not be empty; "no data to export".
 */
export function ExportButton<Row>({ fileName, columns, loadRows, defaultColumns }: ExportButtonProps<Row>) {
  const { t, i18n } = useTranslation();
  const action = useAction();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>(defaultColumns ?? columns.map((c) => c.key));

  const toggle = (key: string, on: boolean) => setChosen((keys) => (on ? [...keys, key] : keys.filter((k) => k !== key)));

  async function run() {
    const picked = columns.filter((c) => chosen.includes(c.key));
    if (!picked.length) return; // the button is disabled; the message is shown in the dialog
    await action.run(async () => {
      const rows = await loadRows();
      if (!rows.length) {
        showError(t('export.noData'));
        return;
      }
      const blob = await buildXlsxInWorker({ sheetName: fileName, columns: picked, rows, rtl: i18n.dir() === 'rtl' });
      saveBlob(blob, `${fileName}-${new Date().toISOString().slice(0, 10)}.xlsx`);
      showSuccess(t('export.done', { count: rows.length }));
      setOpen(false);
    });
  }
  const busy = action.busy;

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileSpreadsheet aria-hidden />
        {t('export.button')}
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => !busy && setOpen(e.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('export.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3" role="group" aria-label={t('export.columns')}>
                  <Text color="fg.muted">{t('export.columns')}</Text>
                  <HStack gap="2">
                    <Button size="xs" variant="ghost" onClick={() => setChosen(columns.map((c) => c.key))}>
                      {t('export.all')}
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setChosen([])}>
                      {t('export.none')}
                    </Button>
                  </HStack>
                  {columns.map((c) => (
                    <Checkbox.Root key={c.key} checked={chosen.includes(c.key)} onCheckedChange={(e) => toggle(c.key, e.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{c.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                  {chosen.length === 0 ? (
                    <Text color="fg.error" role="alert">
                      {t('export.noFields')}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                  {t('export.cancel')}
                </Button>
                <Button
                  colorPalette="brand"
                  onClick={() => void run()}
                  loading={busy}
                  loadingText={t('export.preparing')}
                  disabled={chosen.length === 0}
                >
                  {t('export.download')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
