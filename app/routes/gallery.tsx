import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = () => [{ title: "Our Projects | Lakeside Ridge Builders" }];

export default function Page() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-lake-900">Our Projects</h1>
    </div>
  );
}
