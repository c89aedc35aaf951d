// Label media a print can use: roll labels (one label per page) and A4 sheets
// of a grid. Sizes in millimetres.
export interface LabelMedia {
  id: string;
  kind: 'roll' | 'sheet';
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** Sheet margins (top, left) and gaps between labels. */
  margin: { top: number; left: number };
  gap: { x: number; y: number };
}

export const LABEL_MEDIA: LabelMedia[] = [
  {
    id: 'roll-50x25',
    kind: 'roll',
    page: { width: 50, height: 25 },
    label: { width: 50, height: 25 },
    columns: 1,
    rows: 1,
    margin: { top: 0, left: 0 },
    gap: { x: 0, y: 0 },
  },
  {
    id: 'roll-40x30',
    kind: 'roll',
    page: { width: 40, height: 30 },
    label: { width: 40, height: 30 },
    columns: 1,
    rows: 1,
    margin: { top: 0, left: 0 },
    gap: { x: 0, y: 0 },
  },
  // 3 × 8 on A4: 70 × 37.125 mm labels edge to edge (a common 24-up sheet).
  {
    id: 'a4-3x8',
    kind: 'sheet',
    page: { width: 210, height: 297 },
    label: { width: 70, height: 37.125 },
    columns: 3,
    rows: 8,
    margin: { top: 0, left: 0 },
    gap: { x: 0, y: 0 },
  },
  // 4 × 10 on A4: 48.5 × 25.4 mm labels with 13.5 mm top and 8 mm side margins (40-up).
  {
    id: 'a4-4x10',
    kind: 'sheet',
    page: { width: 210, height: 297 },
    label: { width: 48.5, height: 25.4 },
    columns: 4,
    rows: 10,
    margin: { top: 21.5, left: 8 },
    gap: { x: 0, y: 0 },
  },
];

export function mediaById(id: string): LabelMedia {
  return LABEL_MEDIA.find((m) => m.id === id) ?? (LABEL_MEDIA[0] as LabelMedia);
}

export interface PlacedLabel<T> {
  page: number;
  /** Top-left corner on the page, in mm, printer offset included. */
  x: number;
  y: number;
  content: T;
}

/**
 * Where each label goes: `copies` of each item in order, skipping the first
 * `skip` positions of the first sheet (a partly used sheet), shifted by the
 * printer's offset.
 */
export function layoutLabels<T>(
  media: LabelMedia,
  items: readonly T[],
  copies: number,
  skip = 0,
  offset = { x: 0, y: 0 },
): { pages: number; labels: PlacedLabel<T>[] } {
  const perPage = media.columns * media.rows;
  const firstSkip = media.kind === 'sheet' ? Math.max(0, Math.min(skip, perPage - 1)) : 0;
  const labels: PlacedLabel<T>[] = [];
  let position = firstSkip;
  for (const item of items) {
    for (let c = 0; c < Math.max(1, copies); c++) {
      const page = Math.floor(position / perPage);
      const index = position % perPage;
      const column = index % media.columns;
      const row = Math.floor(index / media.columns);
      labels.push({
        page,
        x: media.margin.left + column * (media.label.width + media.gap.x) + offset.x,
        y: media.margin.top + row * (media.label.height + media.gap.y) + offset.y,
        content: item,
      });
      position++;
    }
  }
  return { pages: labels.length ? (labels[labels.length - 1] as PlacedLabel<T>).page + 1 : 0, labels };
}
