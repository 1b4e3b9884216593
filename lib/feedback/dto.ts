// The feedback form in the browser without zod; its schema is in `./schemas`.

/**
 * The limits are the platform's (upstream/README.md "Feedback"): the browser and the BFF refuse what
 * upstream would refuse, in the user's words.
 */
export const FEEDBACK_LIMITS = { companyName: 100, name: 32, message: 2000 } as const;

/** business.md 3 names the phone field without a rule: the contact-phone rule of the platform (5–20 of digits, + - ( ) and spaces). */
export const FEEDBACK_PHONE = /^[0-9+\-() ]{5,20}$/;

export const EMPTY_FEEDBACK = { companyName: '', name: '', phone: '', email: '', message: '' };

/**
 * The draft of the form in this tab (components/forms/use-form-draft.ts): a visitor's under one
 * key, a signed-in user's under their id. Signing in takes the visitor's draft over, so nothing
 * typed before the sign-in is lost, and one account's draft never fills another's form.
 */
export const FEEDBACK_VISITOR_DRAFT = 'feedback:visitor';
export function feedbackDraftKey(userId: string | number | null | undefined): string {
  return userId === null || userId === undefined ? FEEDBACK_VISITOR_DRAFT : `feedback:${userId}`;
}

/** A signed-in user's form starts with what the account already says: the company and the account's phone or e-mail. */
export function feedbackDefaults(user: { companyName?: string | null; userAccount: string } | null | undefined): typeof EMPTY_FEEDBACK {
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
