// What labels and certificates print Arabic with: an embedded font (Noto Sans
// Arabic, SIL OFL, its Arabic subset), shaped the same on any printing machine.
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
