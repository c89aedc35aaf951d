import { buildXlsxInWorker, type ExportColumn } from '../../pwa/components/export/exportXlsx';

// The browser side of xlsx_export.bench.ts: the export button's own path
// (cells read on the page, workbook built in a Web Worker) on generated rows.

interface Row {
  number: number;
  status: string;
  serialNumber: string;
  phoneNumber: string;
  seller: string;
  lastMessage: string;
  createdAt: string;
  amount: number;
}

const columns: Array<ExportColumn<Row>> = [
  { key: 'number', label: 'الرقم', value: (r) => r.number },
  { key: 'status', label: 'الحالة', value: (r) => r.status },
  { key: 'serialNumber', label: 'الرقم التسلسلي', value: (r) => r.serialNumber },
  { key: 'phoneNumber', label: 'رقم الهاتف', value: (r) => r.phoneNumber },
  { key: 'seller', label: 'المنفذ', value: (r) => r.seller },
  { key: 'lastMessage', label: 'آخر رسالة', value: (r) => r.lastMessage },
  { key: 'createdAt', label: 'تاريخ الإنشاء', value: (r) => r.createdAt },
  { key: 'amount', label: 'المبلغ', value: (r) => r.amount },
];

declare global {
  interface Window {
    runExport(rows: number): Promise<{ ms: number; bytes: number; base64: string }>;
  }
}

window.runExport = async (count: number) => {
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    status: ['جديدة', 'مفتوحة', 'مغلقة'][i % 3] as string,
    serialNumber: `P26${String(i).padStart(8, '0')}7`,
    phoneNumber: `010${String(10_000_000 + i)}`,
    seller: `فرع ${i % 50}`,
    lastMessage: 'الجهاز لا يعمل بعد تغيير الفلتر، برجاء المساعدة',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    amount: (i * 37) % 5000,
  }));
  const started = performance.now();
  const blob = await buildXlsxInWorker({ sheetName: 'الشكاوى', columns, rows, rtl: true }, () => new Worker('/worker.js'));
  const ms = performance.now() - started;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { ms, bytes: bytes.length, base64: btoa(binary) };
};
