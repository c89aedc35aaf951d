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

/** A roll: one label a page, the page the label's size. */
const roll = (id: string, width: number, height: number): LabelMedia => ({
  id,
  kind: 'roll',
  page: { width, height },
  label: { width, height },
  columns: 1,
  rows: 1,
  margin: { top: 0, left: 0 },
  gap: { x: 0, y: 0 },
});

/** An A4 sheet of `columns` × `rows` labels, edge to edge from its margins. */
const a4 = (id: string, label: LabelMedia['label'], columns: number, rows: number, margin = { top: 0, left: 0 }): LabelMedia => ({
  id,
  kind: 'sheet',
  page: { width: 210, height: 297 },
  label,
  columns,
  rows,
  margin,
  gap: { x: 0, y: 0 },
});

export const LABEL_MEDIA: LabelMedia[] = [
  roll('roll-50x25', 50, 25),
  roll('roll-40x30', 40, 30),
  // 3 × 8 on A4: 70 × 37.125 mm labels edge to edge (a common 24-up sheet).
  a4('a4-3x8', { width: 70, height: 37.125 }, 3, 8),
  // 4 × 10 on A4: 48.5 × 25.4 mm labels with 13.5 mm top and 8 mm side margins (40-up).
  a4('a4-4x10', { width: 48.5, height: 25.4 }, 4, 10, { top: 21.5, left: 8 }),
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
