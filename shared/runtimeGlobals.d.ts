// URL and TextEncoder exist in every runtime shared/ runs in (the browser and
// Node). Its own type check has neither the DOM's nor Node's types, so it
// declares just the part it uses; the pwa and server checks use their own.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
