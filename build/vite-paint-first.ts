/**
 * Build plugin: the browser paints the prerendered HTML before any JavaScript runs. A module script
 * in the head is deferred, but Chromium still runs it before the first paint whenever it has arrived
 * by then, so hydrating ~100 KB of React and Mantine used to hold the page's first paint (and its
 * LCP) back by a second or more on a mid-range phone. The entry script tag becomes a tiny inline
 * loader that imports the entry after the next frame has been painted; the modulepreload hints go
 * too, so those bytes no longer compete with the stylesheet and the LCP image.
 */
import type { Plugin } from 'vite';
import { EARLY_RESULTS_WAIT_MS, EARLY_SEARCH_SETTLED } from '../src/shared/early-search-signal.ts';

const ENTRY = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;
const MANIFEST = /<link\b(?=[^>]*\brel="manifest")[^>]*\bhref="([^"]+)"[^>]*>\s*/;

/**
 * A prerendered page imports the entry once the browser has reported its first contentful paint
 * (Paint Timing), so no script request starts before the text is on screen. Where Paint Timing is
 * missing, a task queued from requestAnimationFrame (which fires just before a frame is painted)
 * stands in. A page whose root is empty (the SPA shell) has nothing to paint before the app runs, so
 * it imports at once. Hidden tabs get no paint, so a timer starts the app there too; whichever
 * comes first wins. The same moment fetches and switches on the stylesheets the prerender step
 * deferred (`data-after-paint`, their address in `data-href`; build/prerender/critical-css.ts): their
 * critical rules are already inline, so the page looks the same. The app is imported once they have
 * arrived (or failed, or 2 s have passed), so the whole sheet is there before it renders anything new.
 *
 * The web app manifest is linked at the same moment, not in the HTML: Chromium fetches a linked
 * manifest and its icons at once, and those bytes, too, would share the network with the largest image.
 * Nothing reads it before the app runs (installing needs the service worker the app registers).
 *
 * A page whose largest paint is an image (the hero or the first card, the one `<img>` marked
 * `fetchpriority="high"`) waits for that image too, and for the frame that paints it: on a phone's
 * network the app's ~150 KB would otherwise share the bandwidth with it and hold the largest paint
 * back. A page of results whose HTML asked for its answer (`gqEarlySearch`,
 * build/prerender/early-search-head.ts) waits the same way for its early results, drawn and reported
 * or given up (src/shared/early-search-signal.ts), for at most EARLY_RESULTS_WAIT_MS. A reader who
 * taps or types meanwhile gets the app at once.
 */
export function deferredLoader(src: string, manifest?: string): string {
  const url = JSON.stringify(src);
  const linkManifest = manifest
    ? `document.head.append(Object.assign(document.createElement("link"),` +
      `{rel:"manifest",href:${JSON.stringify(manifest)}}));`
    : '';
  return (
    `<script type="module">let s=0;const go=()=>{if(s)return;s=1;${linkManifest}let n=1,d=0;` +
    `const m=()=>{if(!d&&--n<=0){d=1;import(${url})}};` +
    `for(const l of document.querySelectorAll("link[data-after-paint]")){` +
    `const h=l.getAttribute("data-href");if(h){n++;l.onload=l.onerror=m;l.href=h}l.media="all"}` +
    `setTimeout(()=>{n=0;m()},2000);m()};` +
    `const r=document.getElementById("root");` +
    `if(!r||!r.firstElementChild)go();` +
    `else{const f=()=>requestAnimationFrame(()=>setTimeout(go,0));` +
    `const w=()=>{if(window.gqEarlySearch&&!window.gqEarlySettled){` +
    `window.addEventListener(${JSON.stringify(EARLY_SEARCH_SETTLED)},f,{once:true});` +
    `setTimeout(f,${EARLY_RESULTS_WAIT_MS});return}` +
    `const i=document.querySelector("img[fetchpriority=high]");` +
    `if(i&&!i.complete){i.addEventListener("load",f);i.addEventListener("error",f)}else f()};` +
    `for(const t of["pointerdown","keydown"])window.addEventListener(t,go,{once:true,passive:true});` +
    onFirstPaint('w') +
    `setTimeout(go,3000)}</script>`
  );
}

/**
 * Script text that calls the function named `call` once the browser reports its first contentful
 * paint (Paint Timing), or from the task after the next frame where Paint Timing is missing.
 */
export function onFirstPaint(call: string): string {
  return (
    `const P=window.PerformanceObserver;` +
    `if(P&&(P.supportedEntryTypes||[]).includes("paint"))` +
    `new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();${call}()}})` +
    `.observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(${call},0));`
  );
}

/**
 * The HTML with its entry script (and its manifest link) deferred past the first paint; unchanged
 * when there is no entry.
 */
export function deferEntry(html: string): string {
  const match = ENTRY.exec(html);
  if (!match) return html;
  const manifest = MANIFEST.exec(html);
  return html
    .replace(MANIFEST, '')
    .replace(ENTRY, deferredLoader(match[1], manifest?.[1]))
    .replace(MODULE_PRELOAD, '');
}

export function paintFirst(): Plugin {
  return {
    name: 'gq-paint-first',
    apply: 'build',
    // After vite-plugin-pwa's own late HTML hook, which adds the manifest link this one moves.
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => deferEntry(html) },
  };
}
