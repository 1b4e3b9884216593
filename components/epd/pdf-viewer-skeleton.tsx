/** A grey A4 sheet while the viewer, the file or a page is on its way. */
export function PageSkeleton({ width }: { width: number }) {
  return (
    <div
      aria-hidden="true"
      className="mx-auto aspect-[210/297] max-w-full animate-pulse rounded-sm bg-steel-100"
      style={{ width }}
    />
  );
}
