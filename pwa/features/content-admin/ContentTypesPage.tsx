import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CONTENT_TYPE_KEYS, contentTypePath } from '../../../shared/contentAdmin';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';

/** The public site's content types, each opening its list. */
export function ContentTypesPage() {
  const { t } = useTranslation();
  usePageTitle('contentAdmin.title');
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('contentAdmin.title')}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" listStyleType="none">
        {CONTENT_TYPE_KEYS.map((key) => (
          <Card.Root as="li" key={key} size="sm" variant="outline" _hover={{ borderColor: 'brand.solid' }}>
            <Card.Body>
              <RouterLink to={`/admin/content/${contentTypePath(key)}`} fontWeight="medium">
                {t(`contentAdmin.typeNames.${key}`)}
              </RouterLink>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
