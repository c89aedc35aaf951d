import { CONTENT_TYPES, type ContentTypeKey, type FieldDef } from '../../shared/contentAdmin';

/**
 * Valid values for a record of any content type, made from its field
 * description: every field filled. `refs` supplies a branch and a category id
 * for the fields that point at them; `n` keeps slugs and titles unique.
 */
export function sampleValues(
  type: ContentTypeKey,
  n: number,
  refs: { branchId?: string; categoryId?: string } = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of CONTENT_TYPES[type].fields as readonly FieldDef[]) {
    values[field.name] = sampleOf(field, n, refs);
  }
  return values;
}

function sampleOf(field: FieldDef, n: number, refs: { branchId?: string; categoryId?: string }): unknown {
  switch (field.kind) {
    case 'text':
      return { en: `${field.name} ${n}`, ar: `${field.name} عربي ${n}` };
    case 'textarea':
      return { en: `About ${field.name} ${n}.`, ar: `عن ${field.name} ${n}.` };
    case 'html':
      return { en: `<p>Body <strong>${n}</strong></p>`, ar: `<p>نص <strong>${n}</strong></p>` };
    case 'string':
      return `S-${n}`;
    case 'slug':
      return `branch-${n}`;
    case 'phone':
      return '01001234567';
    case 'url':
      return `https://example.com/${field.name}/${n}`;
    case 'image':
      return `/uploads/content/images/sample-${n}.webp`;
    case 'images':
      return [`/uploads/content/images/sample-${n}-a.webp`, `/uploads/content/images/sample-${n}-b.webp`];
    case 'photo':
      return { name: 'photo.webp', publicUrl: `/uploads/content/images/photo-${n}.webp` };
    case 'pdf':
      return `/uploads/content/documents/doc-${n}.pdf`;
    case 'datetime':
      return new Date(Date.UTC(2030, 0, 1 + (n % 28), 10)).toISOString();
    case 'number':
      return 1500.5;
    case 'integer':
      return n % 100;
    case 'boolean':
      return true;
    case 'select':
      return field.options?.[0] ?? null;
    case 'branch':
      return refs.branchId ?? null;
    case 'categories':
      return refs.categoryId ? [refs.categoryId] : [];
    case 'parentCategory':
      // A sample category is a main one, so articles may be filed under it.
      return null;
    case 'lines':
      return field.urls ? [`https://example.com/video/${n}`] : [`line ${n}`, `سطر ${n}`];
    case 'records':
      return [Object.fromEntries((field.parts ?? []).map((part) => [part, { en: `${part} ${n}`, ar: `${part} ${n} ع` }]))];
  }
}
