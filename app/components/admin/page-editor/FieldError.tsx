/** A refused save's message under the field it names (the field points to it with aria-describedby). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" role="alert">
      {error}
    </p>
  );
}
