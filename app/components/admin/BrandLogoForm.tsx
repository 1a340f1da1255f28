import { Form } from "react-router";
import { imageUrl } from "~/content/images";
import type { Brand } from "~/content/brand";
import { SaveButton } from "./SaveButtons";
import { SavedNote } from "./SettingsNav";

/** Settings › Brand: the logo shown in the header, search results and lead e-mails. */
export function BrandLogoForm({ brand, companyName }: { brand: Brand; companyName: string }) {
  const logo = brand.logo;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold text-lake-900">Logo</h3>
      <p className="text-sm text-slate-700">
        Shown in the header instead of the company name (which becomes its text for screen readers), in search results' business details and in lead e-mails.
        JPEG, PNG, WebP, AVIF or GIF; a wide logo on a transparent background works best.
      </p>
      {logo ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={imageUrl(`u:${logo.path}`, 320, "webp")}
            alt={`Current logo of ${companyName}`}
            className="h-12 w-auto max-w-full rounded border border-slate-200 p-1"
          />
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="brand-logo-remove" />
            <SaveButton intent="brand-logo-remove" label="Remove logo" />
          </Form>
          <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="brand-logo-only" />
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="logoOnly" value="1" defaultChecked={brand.logoOnly} className="h-5 w-5" />
              Show the logo alone (my logo has the company name in it)
            </label>
            <SaveButton intent="brand-logo-only" label="Save how the header shows the logo" />
          </Form>
        </div>
      ) : (
        <p className="text-sm text-slate-700">No logo: the header shows the company name.</p>
      )}
      <SavedNote intent="brand-logo-only" />
      <SavedNote intent="brand-logo-remove" />
      {/* A plain multipart form: the upload goes through the library's safe path (admin.settings-logo.ts). */}
      <form method="post" action="/admin/settings/logo" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0">
          <label htmlFor="b-logo" className="label">
            {logo ? "Replace the logo" : "Upload a logo"}
          </label>
          <input
            id="b-logo"
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            required
            className="min-h-11 max-w-full py-2 text-sm"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Upload logo
        </button>
      </form>
      <SavedNote intent="brand-logo-upload" />
    </div>
  );
}
