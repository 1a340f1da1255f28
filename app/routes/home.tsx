import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Lakeside Ridge Builders | Lakeside Ridge Builders" }];

export default function Page() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-lake-900">Lakeside Ridge Builders</h1>
    </div>
  );
}
