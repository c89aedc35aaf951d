import { createHash } from 'node:crypto';

// Runs in <head> before the first paint of every page: sets the colour-mode
// class on <html> (Chakra's _dark follows it) from localStorage `mode`, else
// dark from 12:00 local time — pwa/lib/colorMode.ts's resolveColorMode, which
// a unit test checks this against. A server-rendered page has no other script
// until the visitor interacts, so without it the page would paint light first.
export const HEAD_SCRIPT =
  "try{var m=localStorage.getItem('mode');if(m!=='dark'&&m!=='light')m=new Date().getHours()>=12?'dark':'light';var r=document.documentElement;r.classList.add(m);r.style.colorScheme=m}catch(e){}";

/** The CSP source that allows exactly this inline script (no 'unsafe-inline' for scripts). */
export const HEAD_SCRIPT_CSP = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;
