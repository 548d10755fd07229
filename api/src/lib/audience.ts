/** Who a read answers: presenters decide what each may see (the public never sees a phone number). */
export type Audience = 'public' | 'admin';

/** Who is asking: a request carrying a valid admin token sees every visibility. */
export const audienceOf = (request: { admin: string | null }): Audience => (request.admin ? 'admin' : 'public');
