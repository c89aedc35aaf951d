// The last answer of each screen's load, kept on the device so a list opened
// offline shows what it last had (with its time) rather than nothing. Small
// and bounded: the newest MAX_KEYS answers, none over MAX_CHARS of JSON;
// forgotten on sign-out with the rest of the session's data.

const PREFIX = 'answer:';
const INDEX = 'answers';
const MAX_KEYS = 40;
const MAX_CHARS = 200_000;

export interface SavedAnswer<T> {
  /** When it was answered (ISO). */
  at: string;
  data: T;
}

function index(): string[] {
  try {
    const keys = JSON.parse(window.localStorage.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function saveAnswer(key: string, data: unknown): void {
  try {
    const text = JSON.stringify({ at: new Date().toISOString(), data });
    if (text.length > MAX_CHARS) return;
    window.localStorage.setItem(PREFIX + key, text);
    const keys = [...index().filter((k) => k !== key), key];
    for (const old of keys.splice(0, Math.max(0, keys.length - MAX_KEYS))) window.localStorage.removeItem(PREFIX + old);
    window.localStorage.setItem(INDEX, JSON.stringify(keys));
  } catch {
    /* storage full or disabled: the screen works, only not offline */
  }
}

export function readAnswer<T>(key: string): SavedAnswer<T> | null {
  try {
    const text = window.localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as SavedAnswer<T>) : null;
  } catch {
    return null;
  }
}

export function forgetAnswers(): void {
  try {
    for (const key of index()) window.localStorage.removeItem(PREFIX + key);
    window.localStorage.removeItem(INDEX);
  } catch {
    /* nothing kept */
  }
}
