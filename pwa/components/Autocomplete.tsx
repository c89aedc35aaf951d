import { Combobox, createListCollection, Portal, type ComboboxRootProps } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/useDebounced';
import { chooseErrorMessage } from '../ui/errors/errorHandler';
import { showError } from '../ui/toaster';

export interface AutocompleteOption {
  id: string;
  label: string;
  /** What goes into the input when chosen (default: the label). */
  value?: string;
  /** Other texts that find it too (a record's name in the other language). */
  keywords?: readonly string[];
}

export const AUTOCOMPLETE_LIMIT = 100;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

interface Props {
  /** The text in the input. */
  value: string;
  /** Every change of the text; `option` when the text is a chosen (or exactly typed) option's. */
  onChange(text: string, option: AutocompleteOption | undefined): void;
  /** Server search: called with the typed text once typing pauses for 300 ms (spec §7, limit 100). */
  search?: ((text: string) => Promise<AutocompleteOption[]>) | undefined;
  /** In-memory mode: every option, fetched once by the caller, filtered here (the first 100 matches shown). */
  options?: readonly AutocompleteOption[] | undefined;
  /** The chosen option's id, for a picker whose value is the id ('' none); the text then goes back to it when focus leaves. */
  selectedId?: string | undefined;
  placeholder?: string | undefined;
  'aria-label'?: string | undefined;
  disabled?: boolean | undefined;
  width?: ComboboxRootProps['width'];
  /** Typing highlights the first match, so Enter takes it (default: for a picker of an id). */
  autoHighlight?: boolean | undefined;
}

const textOf = (o: AutocompleteOption) => o.value ?? o.label;
const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The options whose label or keywords hold the text. An empty text offers
 * every option, and so does the text of one already chosen (the list opened
 * again), that one first so Enter keeps it.
 */
export function matchOptions(options: readonly AutocompleteOption[], text: string): AutocompleteOption[] {
  const wanted = fold(text);
  const exact = options.filter((o) => fold(textOf(o)) === wanted);
  if (!wanted || exact.length) return [...exact, ...options.filter((o) => !exact.includes(o))].slice(0, AUTOCOMPLETE_LIMIT);
  return options.filter((o) => [o.label, ...(o.keywords ?? [])].some((s) => fold(s).includes(wanted))).slice(0, AUTOCOMPLETE_LIMIT);
}

/**
 * The one autocomplete of the app (spec §7): every option fetched once and
 * filtered in memory, or a server search with a 300 ms debounce. An ARIA
 * combobox (Chakra's, on Ark/Zag): typed into, arrows and Enter to choose,
 * Escape to close, the list placed on the reading side in either direction.
 */
export function Autocomplete({
  value,
  onChange,
  search,
  options,
  selectedId,
  placeholder,
  'aria-label': ariaLabel,
  disabled,
  width = 'full',
  autoHighlight,
}: Props) {
  const { t } = useTranslation();
  const [found, setFound] = useState<AutocompleteOption[]>([]);
  const [searching, setSearching] = useState(false);
  const settled = useDebounced(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const chosen = useRef<AutocompleteOption | undefined>(undefined);
  const strict = selectedId !== undefined;

  useEffect(() => {
    if (options || !search) return;
    if (!settled) return setFound([]);
    let cancelled = false;
    setSearching(true);
    search(settled)
      .then((list) => !cancelled && setFound(list.slice(0, AUTOCOMPLETE_LIMIT)))
      // A failed search says why (a toast), and the field stays as typed.
      .catch((err: unknown) => !cancelled && showError(chooseErrorMessage(err, t)))
      .finally(() => !cancelled && setSearching(false));
    return () => {
      cancelled = true;
    };
  }, [settled, search, options, t]);

  const shown = useMemo(() => (options ? matchOptions(options, value) : found), [options, value, found]);
  const collection = useMemo(() => createListCollection({ items: shown, itemToValue: (o) => o.id, itemToString: textOf }), [shown]);
  // Until the search for the latest text has answered, "no matches" would be a guess.
  const pending = !options && (searching || value.trim() !== settled);

  /** The option a text stands for: the one just chosen, else one whose text it is exactly. */
  const optionFor = (text: string) =>
    chosen.current && textOf(chosen.current) === text ? chosen.current : [...shown, ...(options ?? [])].find((o) => textOf(o) === text);

  return (
    <Combobox.Root
      collection={collection}
      width={width}
      disabled={disabled}
      inputValue={value}
      {...(strict ? { value: selectedId ? [selectedId] : [] } : {})}
      allowCustomValue={!strict}
      inputBehavior={(autoHighlight ?? strict) ? 'autohighlight' : 'none'}
      openOnClick={Boolean(options)}
      // Nothing to suggest without options or a search (no right to search): no list to open.
      openOnChange={Boolean(options ?? search)}
      positioning={{ sameWidth: true }}
      translations={{ triggerLabel: t('common.autocomplete.show'), clearTriggerLabel: t('common.autocomplete.clear') }}
      onValueChange={(e) => {
        const option = e.items[0] as AutocompleteOption | undefined;
        chosen.current = option;
        if (option) onChange(textOf(option), option);
        else onChange('', undefined);
      }}
      onInputValueChange={(e) => onChange(e.inputValue, optionFor(e.inputValue))}
    >
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder} aria-label={ariaLabel} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger />
          {options && <Combobox.Trigger />}
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>
              {!options && !value.trim()
                ? t('common.autocomplete.type')
                : pending
                  ? t('common.autocomplete.searching')
                  : t('common.autocomplete.none')}
            </Combobox.Empty>
            {shown.map((o) => (
              <Combobox.Item item={o} key={o.id}>
                <Combobox.ItemText>{o.label}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

/**
 * A record picked by its name (spec §7): the value is its id ('' none), the
 * input shows its label. Typing searches; leaving the field without choosing
 * puts the chosen record's name back, and emptying it chooses none.
 * `selectedLabel` names a chosen id the options do not hold (a server search
 * not yet typed into).
 */
export function Picker({
  value,
  onChange,
  options,
  search,
  selectedLabel,
  placeholder,
  'aria-label': ariaLabel,
  disabled,
  width,
}: {
  value: string;
  onChange(id: string, option: AutocompleteOption | undefined): void;
  options?: readonly AutocompleteOption[] | undefined;
  search?: ((text: string) => Promise<AutocompleteOption[]>) | undefined;
  selectedLabel?: string | undefined;
  placeholder?: string | undefined;
  'aria-label'?: string | undefined;
  disabled?: boolean | undefined;
  width?: ComboboxRootProps['width'];
}) {
  const label = value ? (options?.find((o) => o.id === value)?.label ?? selectedLabel ?? '') : '';
  const [text, setText] = useState(label);
  // The id this picker last reported: a different one came from outside (a reset, the address), so the text follows it.
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current && (!value || text)) return;
    reported.current = value;
    setText(label);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new id or its newly loaded label resets the text
  }, [value, label]);

  return (
    <Autocomplete
      value={text}
      selectedId={value}
      options={options}
      search={search}
      placeholder={placeholder}
      aria-label={ariaLabel}
      disabled={disabled}
      width={width}
      onChange={(typed, option) => {
        setText(typed);
        // Typing looks for another record; the choice changes only when one is chosen (or the text emptied).
        const id = option ? option.id : typed.trim() ? value : '';
        if (id === value) return;
        reported.current = id;
        onChange(id, option);
      }}
    />
  );
}
