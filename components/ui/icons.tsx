/** The download arrow of the report and CSV links (16 px, the text's colour). */
export function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M8 2v8m0 0L5 7m3 3l3-3M2.5 11.5v2h11v-2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
