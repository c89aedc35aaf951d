// Labels and certificates: their screens load lazily (router.tsx); other screens reach the label screen through this.
export { usePrintLabels } from './printLabels';
