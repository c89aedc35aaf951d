import { useEffect, useState } from 'react';
import { layoutLabels, type LabelMedia } from './media';
import { labelBrand } from './brand';
import { saysAlready } from '../../../shared/brand';
import './printFont';

export interface LabelData {
  serial: string;
  /** The QR payload: the public warranty page of the serial. */
  url: string;
  /** The item's name (the catalog's, in whichever language it was written) and its brand. */
  name: string;
  brand: string;
}

export interface LabelTexts {
  title: string;
  barcodeTitle: string;
  barcodeName: string;
  /** The settings' signature (an image source), when they ask for it on labels. */
  signature?: string | null;
}

interface Props {
  media: LabelMedia;
  labels: LabelData[];
  copies: number;
  skip: number;
  offset: { x: number; y: number };
  texts: LabelTexts;
  /** Draw label outlines only (alignment test page). */
  outlinesOnly?: boolean;
  /** 'print': the copy the printer gets (alone on the page when printing); 'preview': on screen only. */
  mode?: 'preview' | 'print';
}

const mm = (v: number) => `${v}mm`;

/**
 * Print-ready pages: one element per physical page, labels placed in mm.
 * `@page` sets the paper size so Chromium's print (and print-to-PDF) match
 * the medium exactly.
 */
export function LabelSheet({ media, labels, copies, skip, offset, texts, outlinesOnly = false, mode = 'preview' }: Props) {
  const items = outlinesOnly
    ? Array.from({ length: media.columns * media.rows }, (_, i) => ({ serial: String(i + 1), url: '', name: '', brand: '' }))
    : labels;
  const { pages, labels: placed } = layoutLabels(media, items, outlinesOnly ? 1 : copies, outlinesOnly ? 0 : skip, offset);
  const brand = labelBrand(texts.title, texts.barcodeTitle, texts.barcodeName);
  const [codes, setCodes] = useState<Record<string, { qr: string; bar: string }>>({});

  useEffect(() => {
    if (outlinesOnly || !labels.length) return;
    let cancelled = false;
    // The code generators load with the first labels to draw, not with the screen.
    void import('./codes')
      .then(({ code128DataUrl, qrDataUrl }) =>
        Promise.all(labels.map(async (l) => [l.serial, { qr: await qrDataUrl(l.url), bar: code128DataUrl(l.serial) }] as const)),
      )
      .then((entries) => {
        if (!cancelled) setCodes(Object.fromEntries(entries));
      });
    return () => {
      cancelled = true;
    };
  }, [labels, outlinesOnly]);

  const { width: lw, height: lh } = media.label;
  // Small labels get a compact layout: QR on the start side, texts beside it.
  const qrSize = Math.min(lh - 4, lw * 0.4);

  return (
    <div
      className={mode === 'print' ? 'label-print' : 'label-preview'}
      data-testid={mode === 'print' ? 'label-print' : 'label-sheet'}
      data-pages={pages}
      data-labels={placed.length}
    >
      <style>{`
        @page { size: ${mm(media.page.width)} ${mm(media.page.height)}; margin: 0; }
        /* The printer gets only the print copy: the app itself is not laid out at all. */
        @media screen { .label-print { display: none; } }
        @media print { #root { display: none !important; } .label-print { display: block; } }
        .label-page { position: relative; width: ${mm(media.page.width)}; height: ${mm(media.page.height)}; overflow: hidden; background: white; color: black; break-after: page; }
        .label-page:last-child { break-after: auto; }
        .label { position: absolute; box-sizing: border-box; width: ${mm(lw)}; height: ${mm(lh)}; padding: 1.2mm; display: flex; gap: 1mm; align-items: center; font-family: 'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif; }
        .label.outline { outline: 0.2mm dashed #888; justify-content: center; font-size: 4mm; }
        .label .texts { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.3mm; font-size: 2mm; line-height: 1.15; }
        .label .texts .title { font-weight: 700; font-size: 2.2mm; }
        .label .serial { font-family: monospace; font-size: 2.4mm; font-weight: 700; direction: ltr; }
        .label img.qr { width: ${mm(qrSize)}; height: ${mm(qrSize)}; }
        .label img.bar { width: 100%; height: ${mm(Math.max(4, lh * 0.22))}; object-fit: fill; }
        .label .line { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .label .line.sign { display: flex; align-items: center; gap: 1mm; }
        .label img.signature { height: ${mm(Math.max(3, lh * 0.14))}; max-width: 40%; object-fit: contain; margin-inline-start: auto; }
      `}</style>
      {Array.from({ length: pages }, (_, page) => (
        <div className="label-page" key={page} data-testid="label-page">
          {placed
            .filter((l) => l.page === page)
            .map((l, i) =>
              outlinesOnly ? (
                <div className="label outline" key={i} style={{ left: mm(l.x), top: mm(l.y) }}>
                  {l.content.serial}
                </div>
              ) : (
                <div className="label" key={i} style={{ left: mm(l.x), top: mm(l.y) }} data-serial={l.content.serial}>
                  {codes[l.content.serial] && <img className="qr" src={codes[l.content.serial]?.qr} alt="" data-testid="label-qr" />}
                  <div className="texts">
                    {brand.top && <span className="line title">{brand.top}</span>}
                    {/* Names as the catalog has them, in either script: each line takes its own direction. */}
                    <span className="line" dir="auto">
                      {l.content.name}
                    </span>
                    {/* The item's brand, unless the brand line below already says it ("Aqua" under "Aqua Club"). */}
                    {l.content.brand && !saysAlready(brand.bottom, l.content.brand) && (
                      <span className="line" dir="auto">
                        {l.content.brand}
                      </span>
                    )}
                    {codes[l.content.serial] && <img className="bar" src={codes[l.content.serial]?.bar} alt="" />}
                    <span className="serial">{l.content.serial}</span>
                    {(brand.bottom || texts.signature) && (
                      <span className="line sign">
                        {brand.bottom}
                        {texts.signature && <img className="signature" src={texts.signature} alt="" data-testid="label-signature" />}
                      </span>
                    )}
                  </div>
                </div>
              ),
            )}
        </div>
      ))}
    </div>
  );
}
