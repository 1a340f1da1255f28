/**
 * Click-to-load videos and map on pages without the React runtime: the poster is a link to the
 * video or map (which is what a visitor without JavaScript follows); with this script a click
 * swaps the poster for the embedded player, so nothing loads from a third party before.
 */
document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-embed]");
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  const frame = document.createElement("iframe");
  frame.src = link.dataset.embed!;
  frame.title = link.dataset.title ?? "";
  frame.className = "absolute inset-0 h-full w-full";
  frame.allow = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture";
  frame.allowFullscreen = true;
  link.replaceWith(frame);
  frame.focus();
});
