// The number typed at one door carried to the next (the login dialog's "not registered" to /register
// and back), kept in this tab's session storage rather than in an address that logs would keep.

const KEY = 'portal.carriedMobile';

export function carryMobile(mobile: string): void {
  try {
    sessionStorage.setItem(KEY, mobile);
  } catch {
    // Storage refused (private mode, quota): the next door starts empty.
  }
}

/** The carried number, once. */
export function takeCarriedMobile(): string | null {
  try {
    const mobile = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return mobile;
  } catch {
    return null;
  }
}
