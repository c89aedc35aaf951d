import compression from 'compression';
import helmet from 'helmet';
import type { Config } from './lib/config';
import { HEAD_SCRIPT_CSP } from './web/headScript';
import { VIDEO_PLAYER_ORIGINS } from '../shared/videoEmbed';

/** What a browser may load and embed, on every answer. */
export function securityHeaders(config: Pick<Config, 'production'>) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The colour-mode script in <head> (server/web/headScript.ts), by its hash. 'wasm-unsafe-eval': the camera's
        // decoder compiles its own WebAssembly file (pwa/scan/wasmDecoder.ts); it allows no JavaScript eval.
        scriptSrc: ["'self'", HEAD_SCRIPT_CSP, "'wasm-unsafe-eval'"],
        // Emotion (Chakra) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Album videos (docs/decisions.md "Album videos"): a video file from any https host, a YouTube or Vimeo
        // page in its provider's player.
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: [...VIDEO_PLAYER_ORIGINS],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Local HTTP in tests and on a store's LAN must keep working.
    strictTransportSecurity: config.production,
  });
}

/**
 * gzip for the PWA's scripts, the HTML shell and GraphQL answers: uncompressed, the public site's first load was ~3×
 * larger on the wire (Lighthouse). Not an event stream: gzip holds each event back until its buffer fills (GET /sync/events).
 */
export function compressAnswers() {
  return compression({
    filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });
}
