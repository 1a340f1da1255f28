import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [{ title: "About Us | Lakeside Ridge Builders" }];

export default function Page() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-lake-900">About Us</h1>
    </div>
  );
}
