/** Review, approvals, the field stages' closing and billing (spec 2 §4, §7; spec 3 §7 CloseStep). */
export const approvalsEndpoints = {};
