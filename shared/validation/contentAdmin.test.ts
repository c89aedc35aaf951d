import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES } from '../contentAdmin';
import { contentValuesSchema } from './contentAdmin';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('content values schemas', () => {
  it('builds one for every type, which refuses an empty record exactly on its required fields', () => {
    for (const type of CONTENT_TYPE_KEYS) {
      const required = CONTENT_TYPES[type].fields.filter((f) => f.required).map((f) => f.name);
      const result = contentValuesSchema(type).safeParse({});
      expect(result.success, type).toBe(required.length === 0);
      const named = new Set((result.error?.issues ?? []).map((i) => String(i.path[0])));
      expect([...named].sort(), type).toEqual([...required].sort());
    }
  });

  it('needs both languages of a required text and trims them', () => {
    const schema = contentValuesSchema('news');
    expect(messages(schema.safeParse({ title: { en: ' ', ar: 'خبر' }, content: { en: '<p>x</p>', ar: '<p>س</p>' } }))).toEqual({
      'title.en': 'validation.required',
    });
    const ok = schema.parse({
      title: { en: ' Cup ', ar: 'كأس' },
      content: { en: '<p>x</p>', ar: '<p>س</p>' },
      images: ['/uploads/content/images/a.webp'],
      videoUrl: '',
    });
    expect(ok).toMatchObject({ title: { en: 'Cup', ar: 'كأس' }, videoUrl: null });
  });

  it('takes images only from our uploads and links only over http(s) or mailto', () => {
    const schema = contentValuesSchema('sponsor');
    const base = { name: { en: 'A', ar: 'أ' } };
    expect(messages(schema.safeParse({ ...base, logo: 'javascript:alert(1)' }))).toEqual({ logo: 'validation.fieldInvalid' });
    expect(messages(schema.safeParse({ ...base, logo: '/uploads/../../etc/passwd' }))).toEqual({ logo: 'validation.fieldInvalid' });
    expect(messages(schema.safeParse({ ...base, link: 'javascript:alert(1)' }))).toEqual({ link: 'validation.url' });
    expect(messages(schema.safeParse({ ...base, link: '//evil.example/x' }))).toEqual({ link: 'validation.url' });
    expect(schema.safeParse({ ...base, link: '/coming-soon' }).success).toBe(true);
    expect(schema.safeParse({ ...base, link: 'https://example.com/x', logo: '/uploads/content/images/x.webp' }).success).toBe(true);
  });

  it('says "You must upload an image" for a required image and "must be pdf" for a document', () => {
    expect(messages(contentValuesSchema('ad').safeParse({ title: { en: 'A', ar: 'أ' }, appearIn: 'web' }))).toEqual({
      image: 'validation.mustBeImage',
    });
    const ga = contentValuesSchema('generalAssembly').safeParse({
      title: { en: 'A', ar: 'أ' },
      status: 'ACTIVE',
      pdfUrl: '/uploads/content/images/x.webp',
    });
    expect(messages(ga)).toEqual({ pdfUrl: 'validation.invalidFormat' });
  });

  it('checks selects, slugs and dates', () => {
    const branch = contentValuesSchema('branch').safeParse({ name: { en: 'A', ar: 'أ' }, slug: 'Not A Slug' });
    expect(messages(branch)).toEqual({ slug: 'validation.invalid' });
    const match = contentValuesSchema('match').safeParse({ teamName: { en: 'A', ar: 'أ' }, matchType: 'cricket', matchDate: 'soon' });
    expect(messages(match)).toEqual({ matchType: 'validation.mustBeSelected', matchDate: 'validation.invalid' });
  });
});
