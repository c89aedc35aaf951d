import { Button, Checkbox, Table } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintLabels } from '../labels';

export interface LabelSelection {
  /** The column header: chooses or leaves every row of the page shown. */
  header(rows: ReadonlyArray<{ serialNumber: string }>): ReactNode;
  cell(serial: string): ReactNode;
  /** Opens the label screen with the chosen serials; shown once one is chosen. */
  button: ReactNode;
}

/**
 * Rows of an items list chosen for labels, kept across pages and filters
 * until printed; null for whoever may not print labels (no column, no button).
 */
export function useLabelSelection(): LabelSelection | null {
  const { t } = useTranslation();
  const print = usePrintLabels();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  if (!print) return null;
  const choose = (serials: readonly string[], on: boolean) =>
    setChosen((current) =>
      on ? [...current, ...serials.filter((s) => !current.includes(s))] : current.filter((s) => !serials.includes(s)),
    );
  return {
    header: (rows) => {
      const serials = rows.map((r) => r.serialNumber);
      const picked = serials.filter((s) => chosen.includes(s)).length;
      return (
        <Table.ColumnHeader width="1">
          <Checkbox.Root
            size="sm"
            checked={picked > 0 && picked === serials.length ? true : picked > 0 ? 'indeterminate' : false}
            onCheckedChange={(e) => choose(serials, e.checked === true)}
          >
            <Checkbox.HiddenInput aria-label={t('labels.selectPage')} />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.ColumnHeader>
      );
    },
    cell: (serial) => (
      <Table.Cell>
        <Checkbox.Root size="sm" checked={chosen.includes(serial)} onCheckedChange={(e) => choose([serial], e.checked === true)}>
          <Checkbox.HiddenInput aria-label={t('labels.selectRow', { serial })} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
    ),
    button: chosen.length > 0 && (
      <Button variant="outline" onClick={() => print(chosen)}>
        <Printer aria-hidden /> {t('labels.printSelected', { count: chosen.length })}
      </Button>
    ),
  };
}
