import { Box, Container, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResults } from '../../../components/EmptyResults';
import { usePageTitle } from '../../../components/usePageTitle';

/** A public page: its title (also the document title) and content. */
export function Section({
  titleKey,
  title,
  children,
  actions,
}: {
  titleKey: string;
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title ?? t(titleKey)}
          </Heading>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** Cards in a responsive grid; skeletons while loading; the empty-results screen when there is nothing. */
export function CardGrid<T>({
  loading,
  items,
  render,
  columns = { base: 1, sm: 2, md: 3 },
}: {
  loading: boolean;
  items: T[] | undefined;
  render: (item: T) => ReactNode;
  columns?: Record<string, number>;
}) {
  if (loading && !items) {
    return (
      <SimpleGrid columns={columns} gap="5" aria-busy="true">
        {/* Shaped like a ContentCard (16:9 picture, then text) so the real cards do not move what follows. */}
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap="0" borderRadius="lg" overflow="hidden">
            <Skeleton aspectRatio={16 / 9} borderRadius="0" />
            <Skeleton height="170px" borderRadius="0" opacity={0.6} />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  if (!items?.length) return <EmptyResults />;
  return (
    <SimpleGrid columns={columns} gap="5" as="ul" listStyleType="none" data-testid="card-grid">
      {items.map((item, i) => (
        <Box as="li" key={i}>
          {render(item)}
        </Box>
      ))}
    </SimpleGrid>
  );
}
