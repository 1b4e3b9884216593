// What a guard decided about the viewer, as pages, handlers and components all read it (lib/guards/route-access.ts decides).

/** Why a user is stopped or sent elsewhere; each has a message under `guards.notice`. */
export type GuardNotice =
  | 'loginRequired'
  | 'auditPending'
  | 'auditRejected'
  | 'companyRequired'
  | 'companyPending'
  | 'companyRejected'
  | 'companyAlreadyAuthenticated'
  | 'statusUnknown';

export type AccessDecision =
  | { kind: 'allow' }
  /** A visitor: the login dialog (or the rule's login page), then back here. */
  | { kind: 'login'; page?: string }
  /** Sent elsewhere, with a notice saying why. */
  | { kind: 'redirect'; to: string; notice: GuardNotice }
  /** Stays, but the page shows the notice instead of its content. */
  | { kind: 'block'; notice: GuardNotice };
