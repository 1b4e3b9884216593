/** The platform's limits (upstream/README.md "Feedback"), refused first in the user's words. */
export const FEEDBACK_LIMITS = { companyName: 100, name: 32, message: 2000 } as const;

/** business.md 3 gives the phone no rule: the platform's contact-phone rule. */
export const FEEDBACK_PHONE = /^[0-9+\-() ]{5,20}$/;

export const EMPTY_FEEDBACK = { companyName: '', name: '', phone: '', email: '', message: '' };

/** Draft keys: a visitor's, taken over on sign-in, and one per user, so no account's draft fills another's form. */
export const FEEDBACK_VISITOR_DRAFT = 'feedback:visitor';
export function feedbackDraftKey(userId: string | number | null | undefined): string {
  return userId === null || userId === undefined ? FEEDBACK_VISITOR_DRAFT : `feedback:${userId}`;
}

export function feedbackDefaults(
  user: { companyName?: string | null; userAccount: string } | null | undefined,
): typeof EMPTY_FEEDBACK {
  if (!user) return EMPTY_FEEDBACK;
  const account = user.userAccount.trim();
  const isEmail = account.includes('@');
  return {
    ...EMPTY_FEEDBACK,
    companyName: user.companyName?.trim() ?? '',
    phone: !isEmail && FEEDBACK_PHONE.test(account) ? account : '',
    email: isEmail ? account : '',
  };
}
