import { Box } from '@chakra-ui/react';
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import { SANITIZE_CONFIG } from '../../../../shared/contentHtml';

/**
 * Rich content from the server, cleaned once more in the browser with the same
 * policy as the server (no scripts, handlers, javascript: URLs or inline styles).
 */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false } satisfies Config) as unknown as string, [html]);
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
