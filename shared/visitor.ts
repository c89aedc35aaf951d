// The public site's anonymous visitor id: kept by the browser (localStorage,
// mirrored in the `visitor_id` cookie), made by the server on a first rendered
// page, sent with likes and views as `X-Visitor-Id` so each visitor counts once.

/** A well-formed visitor id (a UUID or the browser's fallback); anything else is not trusted as one. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The cookie that carries it to the server's renderer. */
export const VISITOR_COOKIE = 'visitor_id';
