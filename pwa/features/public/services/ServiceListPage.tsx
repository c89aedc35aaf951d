import { Stack, Text } from '@chakra-ui/react';
import { Clock, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { useCurrentBranch } from '../branch';
import { ContentCard } from '../components/ContentCard';
import { Pager, usePageParam } from '../components/Pager';
import { CardGrid, Section } from '../components/Section';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';
import { SERVICE_SECTIONS, type ServiceItem, type ServiceSection, type ServiceSectionKey } from './sections';

export function ServiceFacts({ item }: { item: ServiceItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="1.5" fontSize="sm" color="fg.muted">
      {item.location && pick(item.location, language) && (
        <Text display="flex" gap="1.5" alignItems="center">
          <MapPin size={14} aria-hidden />
          {pick(item.location, language)}
        </Text>
      )}
      {item.openHours && pick(item.openHours, language) && (
        <Text display="flex" gap="1.5" alignItems="center">
          <Clock size={14} aria-hidden />
          {pick(item.openHours, language)}
        </Text>
      )}
      {item.phone && (
        <Text display="flex" gap="1.5" alignItems="center">
          <Phone size={14} aria-hidden />
          <a href={`tel:${item.phone}`} dir="ltr" style={{ position: 'relative', zIndex: 1 }}>
            {item.phone}
          </a>
        </Text>
      )}
      {item.extra.map((e, i) => {
        const value = typeof e.value === 'string' ? e.value : pick(e.value, language);
        if (!value) return null;
        return <Text key={i}>{e.label ? `${t(e.label)}: ${value}` : value}</Text>;
      })}
    </Stack>
  );
}

/** One list page for the service sections: cards filtered by the current branch where the spec says so. */
export function ServiceListPage({ section: key }: { section: ServiceSectionKey }) {
  const { t } = useTranslation();
  const section: ServiceSection = SERVICE_SECTIONS[key];
  const language = useLanguage();
  const { branch } = useCurrentBranch();
  const [page, setPage] = usePageParam();
  const { data, loading } = useLoad(`${key}:${section.branch ? branch : ''}:${page}`, (s) => section.list(page, branch, s));
  return (
    <Section titleKey={section.titleKey}>
      <CardGrid
        loading={loading}
        items={data?.rows}
        render={(item) => (
          <ContentCard
            to={section.find ? `${section.path}/${item.id}` : undefined}
            image={item.image ?? item.logo}
            title={item.titleKey ? t(item.titleKey) : pick(item.title, language)}
            text={pick(item.description, language)}
            footer={<ServiceFacts item={item} />}
          />
        )}
      />
      <Pager pagination={data?.pagination} onPage={setPage} />
    </Section>
  );
}
