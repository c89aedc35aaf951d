import type { ContentTypeKey, FieldDef } from '../../../shared/contentAdmin';
import { fetchContentOptions } from '../../data/contentAdmin';
import { useLanguage } from '../../ui/language';
import { useLoad } from '../../ui/useLoad';
import { fieldsOf } from './contentForm';
import type { Option } from './FieldInput';

export interface ContentOptions {
  branches: Option[];
  /** A sub-category is named after its main one ("Main / Sub"), so a list of checkboxes reads as a tree. */
  categories: Option[];
  /** Names by id in the interface's language, for the view screen and list columns. */
  names: { branch: (id: string) => string; category: (id: string) => string };
}

/**
 * Branches and categories for the type's select fields, loaded only when one
 * of `fields` (the type's fields, or the list's columns) needs them.
 */
export function useContentOptions(type: ContentTypeKey, shown?: readonly FieldDef[]): ContentOptions {
  const language = useLanguage();
  const fields: readonly FieldDef[] = shown ?? fieldsOf(type);
  const wants = (...kinds: Array<FieldDef['kind']>) => fields.some((f) => kinds.includes(f.kind));
  const branches = useLoad(wants('branch') ? 'contentAdmin:options:branch' : null, (signal) => fetchContentOptions('branch', signal));
  const categories = useLoad(wants('categories', 'parentCategory') ? 'contentAdmin:options:category' : null, (signal) =>
    fetchContentOptions('category', signal),
  );
  const rawCategories = categories.data ?? [];
  const named: Option[] = rawCategories.map((c) => {
    const parent = c.parentId ? rawCategories.find((p) => p.id === c.parentId) : undefined;
    return parent ? { ...c, name: { en: `${parent.name.en} / ${c.name.en}`, ar: `${parent.name.ar} / ${c.name.ar}` } } : c;
  });
  const nameIn = (list: Option[]) => (id: string) => {
    const found = list.find((o) => o.id === id);
    return found ? found.name[language] : id;
  };
  const branchList = branches.data ?? [];
  return { branches: branchList, categories: named, names: { branch: nameIn(branchList), category: nameIn(named) } };
}
