import { Alert, Badge, Box, Button, HStack, NativeSelect, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { Download, FileSpreadsheet, Pause, Play, Trash2, Upload } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { AlertDialog } from '../AlertDialog';
import { Pager } from '../list/Pager';
import { downloadSheet } from './protocol';
import { useImporter, type ImporterOptions, type ImportRow, type RowStatus } from './useImporter';

const STATUS_COLOR: Record<RowStatus, string> = { pending: 'gray', imported: 'green', error: 'red' };
const PAGE_SIZE = 10;

/**
 * The import screen of spec §4/§5 for any entity: template download, .xlsx
 * drop, rows checked in the browser, batches of 10 with pause/resume,
 * statuses per line, the result alert, discard, and a file of failed rows.
 */
export function Importer<T>({ options, templateName }: { options: ImporterOptions<T>; templateName: string }) {
  const { t } = useTranslation();
  const handle = useErrorHandler();
  const importer = useImporter(options, t);
  const [dragging, setDragging] = useState(false);
  const [filter, setFilter] = useState<RowStatus | ''>('');
  const [page, setPage] = useState(0);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { phase, rows } = importer;
  const busy = phase === 'importing';
  // In-app navigation while importing asks first, like closing the tab.
  const blocker = useBlocker(busy);

  const visible = rows.filter((row) => !filter || row.status === filter);
  const shown = visible.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const alert =
    phase === 'completed'
      ? importer.errors === 0
        ? ({ status: 'success', key: 'importer.alerts.success' } as const)
        : importer.imported === 0
          ? ({ status: 'error', key: 'importer.alerts.error' } as const)
          : ({ status: 'warning', key: 'importer.alerts.warning' } as const)
      : ({ status: 'info', key: 'importer.alerts.info' } as const);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void importer.load(file);
  };

  const errorFile = (failed: ImportRow<T>[]) =>
    downloadSheet(
      [
        [t('importer.columns.line'), ...options.columns, t('importer.columns.error')],
        ...failed.map((r) => [r.line, ...options.columns.map((c) => r.values[c] ?? ''), r.error ?? '']),
      ],
      `${templateName}-errors.xlsx`,
    );

  if (phase === 'empty' || phase === 'parsing') {
    return (
      <Stack gap="4">
        <HStack>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void downloadSheet([[...options.columns]], `${templateName}.xlsx`).catch(handle)}
          >
            <Download aria-hidden />
            {t('importer.template')}
          </Button>
        </HStack>
        {importer.fileError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(`importer.errors.${importer.fileError}`)}</Alert.Title>
          </Alert.Root>
        )}
        <Box
          as="label"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragging ? 'brand.solid' : 'border'}
          borderRadius="lg"
          p="10"
          textAlign="center"
          cursor="pointer"
          bg={dragging ? 'brand.subtle' : 'bg.subtle'}
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Stack align="center" gap="2">
            <FileSpreadsheet aria-hidden size={36} />
            <Text fontWeight="medium">{phase === 'parsing' ? t('importer.parsing') : t('importer.drop')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('importer.hint')}
            </Text>
          </Stack>
          <input
            type="file"
            hidden
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importer.load(file);
            }}
          />
        </Box>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap" role="toolbar">
        {(phase === 'loaded' || phase === 'paused') && importer.pending > 0 && (
          <Button colorPalette="brand" size="sm" onClick={() => void importer.run()}>
            {phase === 'paused' ? <Play aria-hidden /> : <Upload aria-hidden />}
            {t(phase === 'paused' ? 'importer.resume' : 'importer.import')}
          </Button>
        )}
        {busy && (
          <Button variant="outline" size="sm" onClick={importer.pause}>
            <Pause aria-hidden />
            {t('importer.pause')}
          </Button>
        )}
        {!busy && phase !== 'completed' && (
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setConfirmDiscard(true)}>
            <Trash2 aria-hidden />
            {t('importer.discard')}
          </Button>
        )}
        {phase === 'completed' && (
          <Button colorPalette="brand" size="sm" onClick={importer.discard}>
            {t('importer.new')}
          </Button>
        )}
        {!busy && importer.errors > 0 && (
          <Button variant="ghost" size="sm" onClick={() => void errorFile(rows.filter((r) => r.status === 'error')).catch(handle)}>
            <Download aria-hidden />
            {t('importer.downloadErrors')}
          </Button>
        )}
      </HStack>

      {busy && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('importer.doNotNavigate')}</Alert.Title>
        </Alert.Root>
      )}
      <Alert.Root status={alert.status} data-testid="import-result">
        <Alert.Indicator />
        <Alert.Title>{t(alert.key, { count: importer.total })}</Alert.Title>
      </Alert.Root>

      <Stack gap="1">
        {/* The bar's name is its track's (role progressbar), from `translations`: an aria-label on the root sits on an
            element without a role, and the bar was read aloud as just "40%". */}
        <Progress.Root
          value={importer.progress}
          size="sm"
          colorPalette="brand"
          translations={{ value: () => t('importer.progress', { done: importer.total - importer.pending, count: importer.total }) }}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <HStack justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{t('importer.progress', { done: importer.total - importer.pending, count: importer.total })}</Text>
          <Text data-testid="import-summary">
            {t('importer.summary', { imported: importer.imported, errors: importer.errors, pending: importer.pending })}
          </Text>
        </HStack>
      </Stack>

      <NativeSelect.Root size="sm" width="48">
        <NativeSelect.Field
          aria-label={t('importer.columns.status')}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as RowStatus | '');
            setPage(0);
          }}
        >
          <option value="">{t('importer.filterAll')}</option>
          {(['pending', 'imported', 'error'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`importer.statuses.${s}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>

      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('importer.columns.line')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('importer.columns.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('importer.columns.error')}</Table.ColumnHeader>
              {options.columns.map((c) => (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.line} data-line={row.line} data-status={row.status}>
                <Table.Cell>{row.line}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_COLOR[row.status]}>{t(`importer.statuses.${row.status}`)}</Badge>
                </Table.Cell>
                <Table.Cell color="fg.error" minW="48">
                  {row.error}
                </Table.Cell>
                {options.columns.map((c) => (
                  <Table.Cell key={c} maxW="48" truncate>
                    {String(row.values[c] ?? '')}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager page={page} count={visible.length} pageSize={PAGE_SIZE} onPage={setPage} totalKey="importer.rowsTotal" />

      <AlertDialog
        open={confirmDiscard || blocker.state === 'blocked'}
        title={t('importer.confirmDiscard.title')}
        cancelLabel={t('importer.confirmDiscard.cancel')}
        confirmLabel={t('importer.confirmDiscard.confirm')}
        onCancel={() => {
          setConfirmDiscard(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        onConfirm={() => {
          setConfirmDiscard(false);
          importer.discard();
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      >
        <Text>{blocker.state === 'blocked' ? t('importer.doNotNavigate') : t('importer.confirmDiscard.text')}</Text>
      </AlertDialog>
    </Stack>
  );
}
