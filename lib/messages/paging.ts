/**
 * How system messages are paged (zod-free, for /textmessage's first load: README "Page weight").
 * 4 a page (accounts.md 9); "more" hides when fewer than 3 came back (4.8).
 */
export const MESSAGE_PAGE_SIZE = 4;
export const MORE_THRESHOLD = 3;
