/** A refusal of the whole form (the server's message), above the submit button. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
      {message}
    </p>
  );
}
