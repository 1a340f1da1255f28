import { useLocation } from "react-router";
import { readablePageName } from "~/lib/paths";

export default function Page() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-lake-900">{readablePageName(pathname).replace(/^Service /, "")}</h1>
    </div>
  );
}
