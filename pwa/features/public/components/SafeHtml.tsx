import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeContent } from './sanitize';

/**
 * Rich content from the server, cleaned once more in the browser with the same
 * policy as the server (no scripts, handlers, javascript: URLs or inline styles);
 * the server render cleans it with the server's sanitiser (./sanitize.ts).
 */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeContent(html), [html]);
  return (
    <Box
      data-testid={testId}
      lineHeight="tall"
      fontSize="lg"
      css={{
        '& p': { marginBlockEnd: '4' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md', marginBlock: '4' },
        '& ul, & ol': { paddingInlineStart: '6', marginBlockEnd: '4' },
        '& ul': { listStyleType: 'disc' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
