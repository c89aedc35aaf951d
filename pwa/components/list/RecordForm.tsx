import { Button, Heading, HStack, Stack, type StackProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { useLoad, type Loaded } from '../../ui/useLoad';
import { serverFieldErrors } from '../../lib/fieldErrors';
import type { FieldErrors } from '../../lib/formValues';
import { localized } from '../../lib/languagePath';

// The scaffolding of a back-office record's new/edit screen (catalog entries,
// places, outlets, factory batches): the record loaded into the form, the
// shared schema's check, the save with the server's per-field refusals, and
// the form itself with its title and Save / Cancel.

/** A form's values checked by the shared schema: the input to send, or per-field i18n keys. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * The values of a new record's form (`key` null: `empty`) or of the record
 * loaded under `key` (`toForm` of the answer; undefined until the fresh answer
 * is there, so nobody edits an older copy). Until the form is there, the page shows
 * `<RecordPending loaded={loaded} />`: a spinner, or after a failed load why and a retry (going back to the list
 * instead lost the user's place, and a slow server looked like a refusal).
 */
export function useRecordForm<R, F>({
  key,
  load,
  toForm,
  empty,
}: {
  key: string | null;
  load(signal: AbortSignal): Promise<R>;
  toForm(record: R): F;
  empty: F;
}): { record: R | undefined; form: F | undefined; loaded: Loaded<R>; setForm(patch: Partial<F> | ((form: F) => F)): void } {
  const loaded = useLoad(key, load);
  const record = key === null || loaded.loading ? undefined : loaded.data;
  // What the user typed, for this record only.
  const [typed, setTyped] = useState<{ key: string | null; form: F } | null>(null);
  const loadedForm = key === null ? empty : record === undefined ? undefined : toForm(record);
  const form = typed?.key === key ? typed.form : loadedForm;

  function setForm(patch: Partial<F> | ((form: F) => F)) {
    setTyped((current) => {
      const base = current?.key === key ? current.form : loadedForm;
      if (base === undefined) return current;
      return { key, form: typeof patch === 'function' ? patch(base) : { ...base, ...patch } };
    });
  }
  return { record, form, loaded, setForm };
}

/**
 * Saving a form: `errors` from the shared schema or the server, `saving`
 * while the call runs, `errorOf` a field's message naming it by its label.
 */
export function useFormSave() {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const errorOf = (field: string, label: string): string | undefined => {
    const e = errors[field];
    return e ? t(e.key, { path: label, ...e.params }) : undefined;
  };

  /**
   * Sends `checked` values with `send` (nothing when the schema refused them);
   * a refusal marks the server's fields (`onRefused` sees them first) and goes
   * down the one error path. Answers whether it was saved.
   */
  async function save<T>(checked: Checked<T>, send: (data: T) => Promise<unknown>, onRefused?: (fields: FieldErrors) => void) {
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    setSaving(true);
    try {
      await send(checked.data);
      return true;
    } catch (error) {
      const fields: FieldErrors = Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([f, key]) => [f, { key, params: {} }]));
      onRefused?.(fields);
      setErrors(fields);
      handleError(error);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { errors, setErrors, saving, errorOf, save };
}

/**
 * A record's form: its title, the fields, then Save and Cancel (back to
 * `cancelTo`). `noValidate`: the shared schema checks the fields and shows
 * the spec's messages in the UI's language. `indent` lines the buttons up
 * with controls whose labels stand beside them (FormField).
 */
export function FormScreen({
  title,
  saving,
  onSubmit,
  cancelTo,
  indent = true,
  children,
  ...stack
}: {
  title: string;
  saving: boolean;
  onSubmit(): void;
  cancelTo: string;
  indent?: boolean;
  children: ReactNode;
} & Pick<StackProps, 'gap' | 'maxWidth'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  return (
    <Stack asChild gap="4" maxWidth="4xl" {...stack}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {children}
        <HStack ps={indent ? { md: '180px' } : undefined} gap="3">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {t('list.save')}
          </Button>
          <Button variant="outline" onClick={() => void navigate(localized(language, cancelTo))}>
            {t('list.cancel')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
