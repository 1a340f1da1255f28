import { useLocation } from "react-router";
import { useT } from "~/components/use-locale";
import { tapHref } from "~/content/text";
import { SiteLink } from "~/platform/runtime";

/**
 * On phones, a slim bar stuck to the bottom of the screen: Call, Text (when a mobile number is set
 * in Settings) and the estimate, so the call to action is one tap away on every screen. Pure CSS:
 * `position: sticky` as the page's last element, so it takes its own room after the footer and
 * never sits on the page's last words, and `scroll-padding-bottom` keeps a focused control above it
 * (app.css; docs/decisions/0037-heroes-trust-and-one-navigation.md). Hidden from `sm` up, where the
 * header shows the phone number. On a Spanish page its words are Spanish and the estimate opens the
 * Spanish contact page.
 */
export function PhoneActionBar({ phone, textMobile }: { phone: string; textMobile: string | null }) {
  const { pathname } = useLocation();
  const t = useT();
  const button = "flex min-h-11 flex-1 items-center justify-center rounded-md px-2 py-2 text-sm font-semibold";
  return (
    <nav
      aria-label={t("Call, text or ask for an estimate")}
      data-phone-bar
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 px-2 py-1.5 sm:hidden"
    >
      <ul className="flex gap-2">
        <li className="flex flex-1">
          <a href={tapHref("call", pathname)} className={`${button} border border-slate-300 text-lake-900`} aria-label={`${t("Call us at")} ${phone}`}>
            {t("Call")}
          </a>
        </li>
        {textMobile && (
          <li className="flex flex-1">
            <a href={tapHref("text", pathname)} className={`${button} border border-slate-300 text-lake-900`} aria-label={`${t("Text us at")} ${textMobile}`}>
              {t("Text")}
            </a>
          </li>
        )}
        <li className="flex flex-[1.6]">
          <SiteLink to="/contact" className={`${button} bg-cedar-700 text-white`}>
            {t("Get an estimate")}
          </SiteLink>
        </li>
      </ul>
    </nav>
  );
}
