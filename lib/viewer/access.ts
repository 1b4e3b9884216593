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
  | { kind: 'login'; page?: string }
  | { kind: 'redirect'; to: string; notice: GuardNotice }
  /** Stays, but the page shows the notice instead of its content. */
  | { kind: 'block'; notice: GuardNotice };
