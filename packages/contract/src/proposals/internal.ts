// What the proposal files share and the area does not export (../proposals.ts leaves this file out).

export const BUILD = 'proposals.build' as const;
export const DOWNLOAD = 'proposals.download' as const;
export const ADMIN = 'admin.proposals' as const;
