import { Navigate, useParams } from 'react-router-dom';
import { CONTENT_TYPE_KEYS, contentTypePath } from '../../../shared/contentAdmin';
import { useLanguage } from '../../ui/language';
import { localized } from '../../lib/languagePath';
import { ContentFormPage } from './ContentFormPage';
import { ContentListPage } from './ContentListPage';
import { ContentViewPage } from './ContentViewPage';

/** The `:type` segment → its screen; an unknown type is a missing page. */
export function ContentTypeRoute({ screen }: { screen: 'list' | 'form' | 'view' }) {
  const { type: segment } = useParams();
  const language = useLanguage();
  const type = CONTENT_TYPE_KEYS.find((key) => contentTypePath(key) === segment);
  if (!type) return <Navigate to={localized(language, '/404')} replace />;
  // key: a new type is a new screen (no state carried over from the previous type).
  if (screen === 'list') return <ContentListPage key={type} type={type} />;
  if (screen === 'view') return <ContentViewPage key={type} type={type} />;
  return <ContentFormPage key={type} type={type} />;
}
