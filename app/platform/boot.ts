/**
 * Staff pages paint from the server's HTML first, then load the React Router runtime (decision
 * 0024). The server renders the runtime's module preloads and its boot module inert (see
 * boot.server.ts); this inline script, at the end of the body, waits for the first frame to be
 * painted and then turns them back on, so on a slow phone the scripts don't share the line with
 * the stylesheet. Forms work before the runtime arrives (they post like any HTML form).
 */
export const INERT_PRELOAD = "x-modulepreload";
export const INERT_BOOT = "text/x-router-boot";

// A hidden tab paints no frames: after a second the runtime starts anyway.
export const BOOT_AFTER_PAINT = `(function(){var done=false;function go(){if(done)return;done=true;
document.querySelectorAll('link[rel="${INERT_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});
var s=document.querySelector('script[type="${INERT_BOOT}"]');if(!s)return;
var n=document.createElement("script");n.type="module";n.nonce=s.nonce;n.textContent=s.textContent;s.replaceWith(n)}
function later(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",later);else later()})()`;

/** Set on `<html>` once the runtime has hydrated the page (end-to-end tests wait for it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
