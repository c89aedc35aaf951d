/**
 * Left-to-right text (a masked phone "•••• 78", a serial) placed inside a translated sentence: wrapped in Unicode's
 * left-to-right isolate (LRI … PDI, what <bdi dir="ltr"> does in markup), so an Arabic sentence does not move its
 * digits to the other side of the dots. Empty stays empty.
 */
export function isolateLtr(text: string | null | undefined): string {
  return text ? `\u2066${text}\u2069` : '';
}
