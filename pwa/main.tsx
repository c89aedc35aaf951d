import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { applyDocumentLanguage } from './app/language';
import { applyColorMode, resolveColorMode } from './lib/colorMode';
import { fallbackLanguage, splitLanguagePrefix } from './lib/languagePath';
import { readStored } from './lib/storage';

// Language and colour mode are applied before the first render so the page
// never flashes in the wrong direction or colour.
const language = splitLanguagePrefix(window.location.pathname).language ?? fallbackLanguage(readStored('language'));
applyDocumentLanguage(language);
applyColorMode(resolveColorMode(readStored('mode'), new Date()));
initI18n(language);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition lets React render the first screen in slices, yielding to the
// browser every few milliseconds, instead of one long task (Lighthouse TBT).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
