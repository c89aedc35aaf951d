import { useEffect, useState } from 'react';
import type { ContentTypeKey, FieldDef } from '../../../shared/contentAdmin';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { fetchContentOptions } from '../../data/contentAdmin';
import { fieldsOf } from './contentForm';
import type { Option } from './FieldInput';

/** Branches and categories for the type's select fields, loaded only when the type has such a field. */
export function useContentOptions(type: ContentTypeKey): { branches: Option[]; categories: Option[] } {
  const handleError = useErrorHandler();
  const [options, setOptions] = useState<{ branches: Option[]; categories: Option[] }>({ branches: [], categories: [] });
  useEffect(() => {
    const fields: readonly FieldDef[] = fieldsOf(type);
    const wants = (kind: FieldDef['kind']) => fields.some((f) => f.kind === kind);
    const controller = new AbortController();
    Promise.all([
      wants('branch') ? fetchContentOptions('branch', controller.signal) : [],
      wants('categories') ? fetchContentOptions('category', controller.signal) : [],
    ])
      .then(([branches, categories]) => setOptions({ branches, categories }))
      .catch((error: unknown) => !controller.signal.aborted && handleError(error));
    return () => controller.abort();
  }, [type, handleError]);
  return options;
}
