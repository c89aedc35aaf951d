import { Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../app/language';
import { api } from '../api';
import { Detail } from '../components/Detail';
import { pick } from '../format';
import { useLoad } from '../../../data/useLoad';
import { SERVICE_SECTIONS, type ServiceSection, type ServiceSectionKey } from './sections';
import { ServiceFacts } from './ServiceListPage';
import { IMAGE_SIZES, responsiveImage } from '../components/responsiveImage';

export function ServiceDetailPage({ section: key }: { section: ServiceSectionKey }) {
  const { t } = useTranslation();
  const section: ServiceSection = SERVICE_SECTIONS[key];
  const { id = '' } = useParams();
  const language = useLanguage();
  const { data, loading } = useLoad(`${key}/${id}`, (s) =>
    api.serviceFind<Record<string, unknown>>(section.findOp ?? '', section.fields, id, s),
  );
  const item = data && (!section.filterType || data.type === section.filterType) ? section.map(data) : undefined;
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
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {item.images.map((src) => (
              <Image
                key={src}
                {...responsiveImage(src, IMAGE_SIZES.card)}
                alt=""
                width="600"
                height="800"
                borderRadius="md"
                loading="lazy"
                decoding="async"
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Detail>
  );
}
