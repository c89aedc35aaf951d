import { Avatar, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { fetchAdministration, fetchDirectors } from '../../../data/public/club';
import { CardGrid, Section } from '../components/Section';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

/** The president and the board of directors (route spelt "adminstration", as the spec has it). */
export function AdministrationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const admin = useLoad('administration', (s) => fetchAdministration(s));
  const directors = useLoad('directors', (s) => fetchDirectors(s));
  return (
    <Section titleKey="public.sections.administration">
      {admin.data && (
        <Card.Root variant="subtle">
          <Card.Body>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align="center">
              <Avatar.Root size="2xl" boxSize="32">
                <Avatar.Fallback name={pick(admin.data.presidentName, language)} />
                {admin.data.presidentPhoto?.publicUrl && <Avatar.Image src={admin.data.presidentPhoto.publicUrl} alt="" />}
              </Avatar.Root>
              <Stack gap="2">
                <Text color="fg.muted">{t('public.administration.president')}</Text>
                <Heading as="h2" size="xl">
                  {pick(admin.data.presidentName, language)}
                </Heading>
                <Text>{pick(admin.data.description, language)}</Text>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <Heading as="h2" size="xl">
        {t('public.administration.board')}
      </Heading>
      <CardGrid
        loading={directors.loading}
        items={directors.data?.rows}
        columns={{ base: 1, sm: 2, md: 3 }}
        render={(d) => (
          <Card.Root variant="outline" height="100%">
            <Card.Body>
              <HStack gap="4">
                <Avatar.Root size="xl">
                  <Avatar.Fallback name={pick(d.name, language)} />
                  {d.avatar?.publicUrl && <Avatar.Image src={d.avatar.publicUrl} alt="" />}
                </Avatar.Root>
                <Stack gap="0">
                  <Text as="h3" fontWeight="semibold">
                    {pick(d.name, language)}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    {pick(d.jobTitle, language)}
                  </Text>
                </Stack>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
      />
    </Section>
  );
}
