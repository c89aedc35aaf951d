/**
 * A one-page PDF holding one JPEG image that fills the page: what a certificate drawn on a canvas downloads as.
 * The browser draws the page (its own Arabic shaping and bidi, the app's font), so no PDF library and no font
 * embedding are needed; the file is a few objects written here (PDF 1.4, an image XObject with DCTDecode).
 */
export function imagePdf(
  jpeg: Uint8Array,
  image: { width: number; height: number },
  page: { width: number; height: number },
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (body: () => void) => {
    offsets.push(length);
    write(`${offsets.length} 0 obj\n`);
    body();
    write('\nendobj\n');
  };
  const w = page.width.toFixed(2);
  const h = page.height.toFixed(2);
  const draw = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
  write('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  object(() => write('<< /Type /Catalog /Pages 2 0 R >>'));
  object(() => write('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'));
  object(() =>
    write(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`),
  );
  object(() => {
    write(
      `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    );
    write(jpeg);
    write('\nendstream');
  });
  object(() => write(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`));
  const xref = length;
  write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
