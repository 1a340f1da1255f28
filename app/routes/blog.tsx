import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [{ title: "Blog | Lakeside Ridge Builders" }];

export default function Page() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-lake-900">Blog</h1>
    </div>
  );
}
