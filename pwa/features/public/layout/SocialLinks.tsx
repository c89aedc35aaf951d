import { HStack, Link } from '@chakra-ui/react';
import { useLanguage } from '../../../ui/language';
import type { SocialMedia } from '../../../data/public/site';
import { pick } from '../../../components/useFormatters';

// Known card types get their brand colour and letter; others a default look (spec §3).
const LOOK: Record<string, { bg: string; letter: string }> = {
  facebook: { bg: '#1877f2', letter: 'f' },
  instagram: { bg: '#c13584', letter: 'ig' },
  twitter: { bg: '#000000', letter: 'X' },
  youtube: { bg: '#cc0000', letter: '▶' },
  whatsapp: { bg: '#128c3e', letter: 'w' },
  tiktok: { bg: '#111111', letter: 't' },
  email: { bg: '#4a5568', letter: '@' },
  vimeo: { bg: '#1274a3', letter: 'v' },
  linkedin: { bg: '#0a66c2', letter: 'in' },
};

export function SocialLinks({ accounts }: { accounts: SocialMedia[] }) {
  const language = useLanguage();
  return (
    <HStack gap="1.5" as="ul" listStyleType="none" wrap="wrap">
      {accounts.map((account) => {
        const look = LOOK[account.type] ?? { bg: '#4a5568', letter: pick(account.name, 'en').slice(0, 1) || '•' };
        return (
          <li key={account.id}>
            <Link
              href={account.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={pick(account.name, language)}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="8"
              borderRadius="full"
              bg={look.bg}
              color="white"
              fontSize="xs"
              fontWeight="bold"
              textDecoration="none"
              data-social={account.type}
              _hover={{ opacity: 0.85, textDecoration: 'none' }}
            >
              <span aria-hidden>{look.letter}</span>
            </Link>
          </li>
        );
      })}
    </HStack>
  );
}
