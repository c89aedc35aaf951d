import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import { Detail, DetailPhotos } from '../components/Detail';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';
import { SERVICE_SECTIONS, type ServiceSection, type ServiceSectionKey } from './sections';
import { ServiceFacts } from './ServiceListPage';

export function ServiceDetailPage({ section: key }: { section: ServiceSectionKey }) {
  const { t } = useTranslation();
  const section: ServiceSection = SERVICE_SECTIONS[key];
  const { id = '' } = useParams();
  const language = useLanguage();
  const { data: item, loading } = useLoad(`${key}/${id}`, async (s) => (section.find ? section.find(id, s) : null));
  return (
    <Detail
      loading={loading}
      found={Boolean(item)}
      backTo={section.path}
      backKey={section.titleKey}
      title={item?.titleKey ? t(item.titleKey) : pick(item?.title, language)}
      image={item?.image}
    >
      {item && (
        <>
          <Text fontSize="lg">{pick(item.description, language)}</Text>
          <ServiceFacts item={item} />
          <DetailPhotos images={item.images} width="600" height="800" />
        </>
      )}
    </Detail>
  );
}
