/**
 * A record's form in a list screen (a project, a review), new or editing: `field(id, name, saved)`
 * gives a field's id (`<id>-<key>`, the key being the record's id or "new"), name, value (what was
 * typed before a refusal, else `saved`) and error; `published(id, saved)` its Published box.
 */
export function recordForm(key: string, errors: Record<string, string>, values: Record<string, string> | null) {
  const value = (name: string, saved: string) => values?.[name] ?? saved;
  return {
    value,
    field: (id: string, name: string, saved: string) => ({ id: `${id}-${key}`, name, defaultValue: value(name, saved), error: errors[name] }),
    published: (id: string, saved: boolean) => ({
      id: `${id}-${key}`,
      name: "is_published",
      label: "Published",
      className: "mt-3",
      defaultChecked: values ? values.is_published === "on" : saved,
    }),
  };
}
