/** A refusal said in place, in the destructive tone (an invitation that no longer works, issues 27 and 30). */
export function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  );
}
