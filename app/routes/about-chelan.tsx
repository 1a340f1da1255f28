import type { Route } from "./+types/about-chelan";

export const meta: Route.MetaFunction = () => [{ title: "About Chelan | Lakeside Ridge Builders" }];

export default function Page() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-lake-900">About Chelan</h1>
    </div>
  );
}
