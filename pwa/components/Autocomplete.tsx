import { Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';

export interface AutocompleteOption {
  id: string;
  label: string;
  /** What goes into the input when chosen (default: the label). */
  value?: string;
}

type Props = Omit<InputProps, 'onChange' | 'value' | 'list'> & {
  value: string;
  onChange(text: string, option: AutocompleteOption | undefined): void;
  /** Server search: called with the typed text, at most once per 300 ms (spec §7, limit 100). */
  search?: (text: string) => Promise<AutocompleteOption[]>;
  /** In-memory mode: all options fetched once, filtered here. */
  loadAll?: () => Promise<AutocompleteOption[]>;
  onError?: (error: unknown) => void;
};

export const AUTOCOMPLETE_LIMIT = 100;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

/**
 * The one autocomplete of the app (spec §7): either every option fetched once
 * and filtered in memory, or a server search with a 300 ms debounce. A native
 * <datalist> keeps it accessible and direction-aware without extra code.
 */
export function Autocomplete({ value, onChange, search, loadAll, onError, ...input }: Props) {
  const listId = useId();
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const all = useRef<AutocompleteOption[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    const text = value.trim().toLowerCase();
    if (loadAll) {
      const filter = (list: AutocompleteOption[]) =>
        setOptions(list.filter((o) => o.label.toLowerCase().includes(text)).slice(0, AUTOCOMPLETE_LIMIT));
      if (all.current) filter(all.current);
      else
        loadAll()
          .then((list) => {
            all.current = list;
            if (!cancelled) filter(list);
          })
          .catch((err: unknown) => onError?.(err));
      return () => {
        cancelled = true;
      };
    }
    if (!search || !text) return setOptions([]);
    const timer = setTimeout(() => {
      search(text)
        .then((list) => !cancelled && setOptions(list))
        .catch((err: unknown) => onError?.(err));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, search, loadAll, onError]);

  return (
    <>
      <Input
        {...input}
        list={listId}
        autoComplete="off"
        value={value}
        onChange={(e) =>
          onChange(
            e.target.value,
            options.find((o) => (o.value ?? o.label) === e.target.value),
          )
        }
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o.id} value={o.value ?? o.label}>
            {o.label}
          </option>
        ))}
      </datalist>
    </>
  );
}
