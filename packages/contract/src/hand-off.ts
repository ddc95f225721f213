/** The hand-off stage: hand-off profile, mobilization, scope items, the scope builder tree, job attachments (spec 2). */
export const handOffEndpoints = {};
