/**
 * The contact form's niceties on pages without the React runtime: the button says
 * "Sending..." while the message is on its way (and cannot be pressed twice), and the thank-you
 * banner steps aside after 5 seconds. The form itself posts and validates on the server.
 */
const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
form?.addEventListener("submit", () => {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  // After the browser has taken the submission, so the button's own value is not lost.
  setTimeout(() => {
    button.disabled = true;
    button.textContent = "Sending...";
  });
});
const banner = document.querySelector<HTMLElement>("[data-sent-banner]");
if (banner) setTimeout(() => (banner.hidden = true), 5000);
