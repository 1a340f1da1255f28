/**
 * The contact form's niceties on pages without the React runtime: the photos are checked before
 * they are sent (how many, how large, pictures only: the server checks again), the button says
 * "Sending..." while the request is on its way, the thank-you is scrolled into view and steps
 * aside 5 seconds after it was seen (or when dismissed), and where the visit began is posted
 * with the request. The form itself posts and validates on the server.
 */
import { visitOrigin } from "~/analytics/visit-origin";

const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");

// The Spanish page's words for what this script says (the page's own are in app/content/ui-es-contact.ts).
const spanish = document.documentElement.lang.startsWith("es");

function photoProblem(input: HTMLInputElement) {
  const max = Number(form?.dataset.maxPhotos ?? 6);
  const maxMb = Number(form?.dataset.maxPhotoMb ?? 20);
  const files = Array.from(input.files ?? []);
  if (files.length > max)
    return spanish ? `Adjunte ${max} fotos como máximo (escogió ${files.length}).` : `Please attach at most ${max} photos (you chose ${files.length}).`;
  for (const f of files) {
    if (f.type && !f.type.startsWith("image/"))
      return spanish
        ? `${f.name} no es una foto. Escoja fotos JPEG, PNG, WebP, AVIF o GIF.`
        : `${f.name} is not a photo. Please choose JPEG, PNG, WebP, AVIF or GIF pictures.`;
    if (f.size > maxMb * 1024 * 1024)
      return spanish
        ? `La foto ${f.name} pesa más de ${maxMb} MB. Escoja una foto más pequeña.`
        : `The photo ${f.name} is larger than ${maxMb} MB. Please choose a smaller photo.`;
  }
  return "";
}

function showPhotoProblem(input: HTMLInputElement, message: string) {
  let p = document.getElementById("photos-error");
  if (!message) {
    p?.remove();
    input.removeAttribute("aria-invalid");
    input.setAttribute("aria-describedby", "photos-hint");
    return;
  }
  if (!p) {
    p = document.createElement("p");
    p.id = "photos-error";
    p.className = "mt-1 text-sm font-medium text-red-700";
    input.parentElement?.append(p);
  }
  p.textContent = message;
  input.setAttribute("aria-invalid", "true");
  input.setAttribute("aria-describedby", "photos-hint photos-error");
}

if (form) {
  const photos = form.querySelector<HTMLInputElement>("input[name=photos]");
  photos?.addEventListener("change", () => showPhotoProblem(photos, photoProblem(photos)));
  form.addEventListener("submit", (event) => {
    if (photos) {
      const problem = photoProblem(photos);
      showPhotoProblem(photos, problem);
      if (problem) {
        event.preventDefault();
        photos.focus();
        return;
      }
    }
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!button) return;
    // After the browser has taken the submission, so the button's own value is not lost.
    setTimeout(() => {
      button.disabled = true;
      button.textContent = spanish ? "Enviando..." : "Sending...";
    });
  });

  // Where this visit began (recorded by the header's script on the visit's first page).
  const origin = visitOrigin();
  if (origin) {
    form.querySelector<HTMLInputElement>("input[data-landing]")!.value = origin.landing;
    form.querySelector<HTMLInputElement>("input[data-source]")!.value = origin.source;
  }
}

const banner = document.querySelector<HTMLElement>("[data-sent-banner]");
if (banner) {
  const dismiss = banner.querySelector<HTMLButtonElement>("[data-dismiss-banner]");
  const hide = () => {
    banner.hidden = true;
    document.getElementById("form-status")?.focus();
  };
  if (dismiss) {
    dismiss.hidden = false;
    dismiss.addEventListener("click", hide);
  }
  banner.scrollIntoView({ block: "center" });
  // 5 seconds after it was seen, not after the page loaded (a phone may show it only after scrolling).
  let timer = 0;
  const seen = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting) && !timer) {
        timer = window.setTimeout(() => {
          seen.disconnect();
          banner.hidden = true;
        }, 5000);
      }
    },
    { threshold: 0.5 },
  );
  seen.observe(banner);
}

// After the post (the page comes back at #form-status), focus goes to the answer, not the top of
// the page: a screen reader reads the thank-you or what to fix.
const answer = document.getElementById("form-status");
if (answer && location.hash === "#form-status" && (banner || answer.querySelector("[role='alert']"))) answer.focus({ preventScroll: true });
