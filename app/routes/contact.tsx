import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [{ title: "Contact Us | Lakeside Ridge Builders" }];

export default function Page() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-lake-900">Contact Us</h1>
    </div>
  );
}
