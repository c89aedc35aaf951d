import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../data/graphql';
import { request } from '../data/request';

type AppMode = 'demo' | 'production';

const AppModeQuery = graphql(`
  query AppMode {
    appInfo {
      mode
    }
  }
`);

// Asked once per page load (a public GET: the browser may answer it from its
// cache); offline or failing, no banner.
let asked: Promise<AppMode | undefined> | undefined;
function appMode(): Promise<AppMode | undefined> {
  asked ??= request(AppModeQuery, {}, { method: 'GET' }).then(
    (data) => data.appInfo.mode,
    () => undefined,
  );
  return asked;
}

/**
 * A small note that this server is the demo of `npm start` (appInfo.mode),
 * pinned to the bottom-start corner. It takes no room in the layout and lets
 * clicks through (pointer-events: none), so it covers nothing it cannot be
 * seen past; never printed. Rendered only in the browser: the server's HTML has none (public
 * pages show it once the app has started).
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AppMode | undefined>();
  useEffect(() => {
    let live = true;
    void appMode().then((m) => {
      if (!live) return;
      setMode(m);
      // Bars stuck to the screen's bottom (a scan list's Confirm) leave the banner its room: [data-demo] on <html>.
      if (m === 'demo') document.documentElement.dataset.demo = '';
    });
    return () => {
      live = false;
    };
  }, []);
  if (mode !== 'demo') return null;
  return (
    <Text
      data-testid="demo-banner"
      position="fixed"
      bottom="3"
      insetStart="3"
      maxWidth="calc(100vw - 1.5rem)"
      px="3"
      py="1"
      borderRadius="full"
      bg="fg"
      color="bg"
      fontSize="xs"
      fontWeight="medium"
      boxShadow="md"
      opacity={0.9}
      pointerEvents="none"
      truncate
      _print={{ display: 'none' }}
    >
      {t('common.demoBanner')}
    </Text>
  );
}
