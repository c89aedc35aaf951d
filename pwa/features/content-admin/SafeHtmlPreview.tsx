import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { cleanHtml } from './html';

/** Stored rich content on the view screen, cleaned once more like the public site does. */
export function SafeHtmlPreview({ html, dir }: { html: string; dir: 'ltr' | 'rtl' }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  return (
    <Box
      dir={dir}
      flex="1"
      minWidth="0"
      css={{
        '& p': { mb: '2' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& ul': { ps: '6', listStyle: 'disc' },
        '& ol': { ps: '6', listStyle: 'decimal' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
