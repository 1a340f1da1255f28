/**
 * Turns a before/after pair shown side by side (the page without JavaScript) into one picture
 * with a slider: a range input, so arrow keys, Home/End and touch all move it.
 */
export function enhanceCompare(root: HTMLElement) {
  if (root.dataset.enhanced) return;
  root.dataset.enhanced = "1";
  root.classList.add("compare-slider");
  const input = document.createElement("input");
  input.type = "range";
  input.min = "0";
  input.max = "100";
  input.value = "50";
  input.className = "compare-range";
  input.setAttribute("aria-label", `Compare before and after: ${root.dataset.label ?? "this pair"}`);
  input.setAttribute("aria-valuetext", "Half before, half after");
  const set = () => {
    root.style.setProperty("--pos", `${input.value}%`);
    input.setAttribute("aria-valuetext", `${100 - Number(input.value)}% after, ${input.value}% before`);
  };
  input.addEventListener("input", set);
  set();
  root.appendChild(input);
}
