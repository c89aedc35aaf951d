// Shared by boot.ts (which must stay free of React) and the renderers.

/** id of the <script type="application/json"> holding a server-rendered page's SsrPayload. */
export const SSR_DATA_ID = 'ssr-data';
