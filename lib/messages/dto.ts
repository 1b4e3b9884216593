/** Page size: accounts.md 9; "more" hides when fewer than MORE_THRESHOLD came back (accounts.md 4.8). */
export const MESSAGE_PAGE_SIZE = 4;
export const MORE_THRESHOLD = 3;
