import type { ContentTypeKey, FieldDef } from '../../../shared/contentAdmin';
import { fetchContentOptions } from '../../data/contentAdmin';
import { useLoad } from '../../ui/useLoad';
import { fieldsOf } from './contentForm';
import type { Option } from './FieldInput';

/** Branches and categories for the type's select fields, loaded only when the type has such a field. */
export function useContentOptions(type: ContentTypeKey): { branches: Option[]; categories: Option[] } {
  const fields: readonly FieldDef[] = fieldsOf(type);
  const wants = (kind: FieldDef['kind']) => fields.some((f) => f.kind === kind);
  const branches = useLoad(wants('branch') ? 'contentAdmin:options:branch' : null, (signal) => fetchContentOptions('branch', signal));
  const categories = useLoad(wants('categories') ? 'contentAdmin:options:category' : null, (signal) =>
    fetchContentOptions('category', signal),
  );
  return { branches: branches.data ?? [], categories: categories.data ?? [] };
}
